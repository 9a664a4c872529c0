export { WarehousePage } from './warehouse-page.js';
