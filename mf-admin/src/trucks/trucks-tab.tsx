import { Button } from '@silkway/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TruckGrid } from './truck-cards/truck-grid';
import { TruckFormDialog } from './truck-form/truck-form-dialog';
import { registerTrucksTranslations } from './trucks-translations';

registerTrucksTranslations();

/** Trucks tab (SPEC §2.10): truck cards with their load and fill, the add dialog; a card opens its goods and materials. */
export function TrucksTab() {
  const { t } = useTranslation('admin-trucks');
  const [creating, setCreating] = useState(false);
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-navy-900">{t('tab.title')}</h2>
          <p className="text-sm text-neutral-600">{t('tab.description')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus strokeWidth={2} aria-hidden />
          {t('tab.add')}
        </Button>
      </div>
      <TruckGrid />
      <TruckFormDialog mode="create" open={creating} onOpenChange={setCreating} />
    </section>
  );
}
