import { UpcomingSection } from './upcoming-section';

/** Orders tab: the list of orders, filters and the order overlay (SPEC §2.10). ?order={id} in the URL names the order to open. */
export function OrdersTab() {
  return <UpcomingSection tab="orders" />;
}
