import { UpcomingSection } from './upcoming-section';

/** Counterparties tab: clients and suppliers. */
export function CounterpartiesTab() {
  return <UpcomingSection tab="counterparties" />;
}
