import { UpcomingSection } from './upcoming-section';

/** Warehouses tab: warehouse cards with their inventory counts. */
export function WarehousesTab() {
  return <UpcomingSection tab="warehouses" />;
}
