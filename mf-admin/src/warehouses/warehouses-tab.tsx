import { CardGridTab } from '../record-actions';
import { WarehouseGrid } from './warehouse-cards/warehouse-grid';
import { WarehouseFormDialog } from './warehouse-form/warehouse-form-dialog';
import { registerWarehousesTranslations } from './warehouses-translations';

registerWarehousesTranslations();

/** Warehouses tab (product.md §2.10): the card grid with inventory counts, and the create dialog. */
export function WarehousesTab() {
  return (
    <CardGridTab
      namespace="admin-warehouses"
      grid={<WarehouseGrid />}
      AddDialog={WarehouseFormDialog}
    />
  );
}
