import { api } from '@silkway/contracts';
import { CardGridTab } from '../record-actions/index.js';
import { WarehouseGrid } from './warehouse-cards/warehouse-grid.js';
import { WarehouseFormDialog } from './warehouse-form/warehouse-form-dialog.js';
import { registerWarehousesTranslations } from './warehouses-translations.js';

registerWarehousesTranslations();

/** Warehouses tab (product.md §2.10): the card grid with inventory counts, and the create dialog. */
export function WarehousesTab() {
  return (
    <CardGridTab
      addCall={api.warehouses.create}
      namespace="admin-warehouses"
      grid={<WarehouseGrid />}
      AddDialog={WarehouseFormDialog}
    />
  );
}
