export { WarehousePage } from './warehouse-page';
