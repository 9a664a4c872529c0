export {
  ItemFailureTitlesProvider,
  useCreateOrder,
  type ItemFailureTitles,
} from './data/order-mutations.js';
export { prefetchOrderList } from './data/order-queries.js';
export { orderKeys } from './data/orders-api.js';
export { stockItemBody, stockQuantityProblem } from './from-warehouse/stock-lines.js';
export { StockQuantityField } from './from-warehouse/stock-quantity-field.js';
export { PHOTO_ACCEPT, readPhotoFiles } from './item-photos/read-photo-files.js';
export { OrderOverlay } from './order-overlay/order-overlay.js';
export { OrderStatusBadge } from './order-status/status-badges.js';
export { itemStatusTextKey } from './order-status/status-labels.js';
export { OrdersTab } from './orders-tab.js';
export { registerOrdersTranslations } from './orders-translations.js';
