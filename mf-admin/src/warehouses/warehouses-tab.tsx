import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { TabHeading } from '../record-actions';
import { WarehouseGrid } from './warehouse-cards/warehouse-grid';
import { WarehouseFormDialog } from './warehouse-form/warehouse-form-dialog';
import { registerWarehousesTranslations } from './warehouses-translations';

registerWarehousesTranslations();

/** Warehouses tab (product.md §2.10): the card grid with inventory counts, and the create dialog. */
export function WarehousesTab() {
  const { t } = useTranslation('admin-warehouses');
  const [creating, setCreating] = useState(false);
  return (
    <section className="flex flex-col gap-5">
      <TabHeading
        title={t('tab.title')}
        description={t('tab.description')}
        addLabel={t('tab.add')}
        onAdd={() => setCreating(true)}
      />
      <WarehouseGrid />
      <WarehouseFormDialog mode="create" open={creating} onOpenChange={setCreating} />
    </section>
  );
}
