import { UpcomingSection } from './upcoming-section';

/** Search tab: universal search over orders, items, counterparties and inventory. */
export function SearchTab() {
  return <UpcomingSection tab="search" />;
}
