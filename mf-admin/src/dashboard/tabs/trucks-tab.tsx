import { UpcomingSection } from './upcoming-section';

/** Trucks tab: trucks, their load and their materials. */
export function TrucksTab() {
  return <UpcomingSection tab="trucks" />;
}
