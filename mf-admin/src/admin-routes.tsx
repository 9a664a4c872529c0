import { Suspense, useEffect } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Outlet, Route, Routes, useSearchParams } from '@silkway/app-frame/router';
import { adminTabIds } from './admin-paths.js';
import { AdminGate, AdminSessionProvider } from './auth/index.js';
import { CounterpartyPage } from './counterparty-page/index.js';
import { AdminLayout, Dashboard } from './dashboard/index.js';
import { LiveChanges } from './live-changes/index.js';
import { ScanPage } from './scan/index.js';
import { WarehousePage } from './warehouse-page/index.js';

/**
 * The back office under /admin (product.md §2.10), with paths relative to where the shell mounts it:
 * each tab has its own path, `/admin` itself opens on the summary, any unknown sub-path shows the
 * Orders tab.
 */
export function AdminRoutes() {
  const { t } = useTranslation('admin');
  const title = `${t('subtitle')} · ${t('common:brand.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <AdminSessionProvider>
      <Routes>
        <Route element={<AdminGate />}>
          <Route element={<SignedIn />}>
            <Route
              path="scan"
              element={
                <Suspense>
                  <ScanPage />
                </Suspense>
              }
            />
            <Route element={<AdminLayout />}>
              <Route index element={<StartPage />} />
              {adminTabIds.map((tab) => (
                <Route key={tab} path={tab} element={<Dashboard tab={tab} />} />
              ))}
              <Route path="counterparty/:id" element={<CounterpartyPage />} />
              <Route path="warehouse/:id" element={<WarehousePage />} />
              <Route path="*" element={<Dashboard tab="orders" />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </AdminSessionProvider>
  );
}

/** Behind the sign-in gate: the tab's one stream of live changes, under every screen. */
function SignedIn() {
  return (
    <>
      <LiveChanges />
      <Outlet />
    </>
  );
}

/** `/admin` opens on the summary; an order's address (`/admin?order={id}`, in links and e-mails) still opens it. */
function StartPage() {
  const [searchParams] = useSearchParams();
  return <Dashboard tab={searchParams.has('order') ? 'orders' : 'summary'} />;
}
