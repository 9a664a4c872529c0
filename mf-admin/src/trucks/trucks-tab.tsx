import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { TabHeading } from '../record-actions';
import { TruckGrid } from './truck-cards/truck-grid';
import { TruckFormDialog } from './truck-form/truck-form-dialog';
import { registerTrucksTranslations } from './trucks-translations';

registerTrucksTranslations();

/** Trucks tab (product.md §2.10): truck cards with their load and fill, the add dialog; a card opens its goods and materials. */
export function TrucksTab() {
  const { t } = useTranslation('admin-trucks');
  const [creating, setCreating] = useState(false);
  return (
    <section className="flex flex-col gap-5">
      <TabHeading
        title={t('tab.title')}
        description={t('tab.description')}
        addLabel={t('tab.add')}
        onAdd={() => setCreating(true)}
      />
      <TruckGrid />
      <TruckFormDialog mode="create" open={creating} onOpenChange={setCreating} />
    </section>
  );
}
