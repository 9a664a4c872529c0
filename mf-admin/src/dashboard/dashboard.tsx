import type { AdminTabId } from '../admin-paths.js';
import { tabPanels } from './admin-tabs.js';
import { TabBar } from './tab-bar.js';

/** The dashboard with the tab named by the address (AdminRoutes maps each path to its tab). */
export function Dashboard({ tab }: { tab: AdminTabId }) {
  const Panel = tabPanels[tab];
  return (
    <>
      <TabBar activeTab={tab} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        <Panel />
      </main>
    </>
  );
}
