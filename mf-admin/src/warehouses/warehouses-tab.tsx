import { Button } from '@silkway/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarehouseGrid } from './warehouse-cards/warehouse-grid';
import { WarehouseFormDialog } from './warehouse-form/warehouse-form-dialog';
import { registerWarehousesTranslations } from './warehouses-translations';

registerWarehousesTranslations();

/** Warehouses tab (SPEC §2.10): the card grid with inventory counts, and the create dialog. */
export function WarehousesTab() {
  const { t } = useTranslation('admin-warehouses');
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
      <WarehouseGrid />
      <WarehouseFormDialog mode="create" open={creating} onOpenChange={setCreating} />
    </section>
  );
}
