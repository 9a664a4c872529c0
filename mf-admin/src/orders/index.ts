export {
  ItemFailureTitlesProvider,
  useCreateOrder,
  type ItemFailureTitles,
} from './data/order-mutations';
export { orderKeys } from './data/orders-api';
export { OrderOverlay } from './order-overlay/order-overlay';
export { OrderStatusBadge } from './order-status/status-badges';
export { itemStatusTextKey } from './order-status/status-labels';
export { OrdersTab } from './orders-tab';
export { registerOrdersTranslations } from './orders-translations';
