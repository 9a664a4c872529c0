import { Navigate } from '@silkway/app-frame/router';
import { adminPaths, type AdminTabId } from '../admin-paths.js';
import { useAdminCan } from '../auth/index.js';
import { tabPanels, tabPermissions } from './admin-tabs.js';
import { TabBar } from './tab-bar.js';

/** The dashboard with the tab named by the address (AdminRoutes maps each path to its tab). */
export function Dashboard({ tab }: { tab: AdminTabId }) {
  const can = useAdminCan();
  // A tab outside the role (an old link, a changed role) leads to the orders, which every role reads.
  if (!can(tabPermissions[tab])) return <Navigate to={adminPaths.tab('orders')} replace />;
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
