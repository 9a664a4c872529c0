import { UpcomingSection } from './upcoming-section';

/** Archive tab: folders and materials. */
export function ArchiveTab() {
  return <UpcomingSection tab="archive" />;
}
