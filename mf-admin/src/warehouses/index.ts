export {
  useAddStockLine,
  useDeleteStockLine,
  useUpdateStockLine,
} from './data/warehouse-mutations';
export { useWarehouse, useWarehouseStock } from './data/warehouse-queries';
export { warehouseKeys } from './data/warehouses-api';
export { WarehouseStatusBadge } from './warehouse-cards/warehouse-status-badge';
export { WarehousesTab } from './warehouses-tab';
export { registerWarehousesTranslations } from './warehouses-translations';
