export {
  useAddStockLine,
  useDeleteStockLine,
  useUpdateStockLine,
} from './data/warehouse-mutations.js';
export { prefetchWarehouses, useWarehouse, useWarehouseStock } from './data/warehouse-queries.js';
export { warehouseKeys } from './data/warehouses-api.js';
export { WarehouseStatusBadge } from './warehouse-cards/warehouse-status-badge.js';
export { WarehousesTab } from './warehouses-tab.js';
export { registerWarehousesTranslations } from './warehouses-translations.js';
