import { useLocation, Route, Routes } from '@silkway/app-frame/router';
import { PublicLayout } from './layout/public-layout.js';
import { NotFoundPage } from './not-found/not-found-page.js';
import { RemoteArea } from './remotes/remote-area.js';
import { isPublicPagePath } from './routing/public-page-paths.js';

/**
 * The public remote routes its pages itself relative to `/`, so the shell gives it every path
 * it knows and keeps the 404 for the rest.
 */
function PublicPageOrNotFound() {
  const { pathname } = useLocation();
  return isPublicPagePath(pathname) ? <RemoteArea remote="public" /> : <NotFoundPage />;
}

export function App() {
  return (
    <Routes>
      {/* The back office has no public chrome. */}
      <Route path="/admin/*" element={<RemoteArea remote="admin" />} />
      <Route element={<PublicLayout />}>
        <Route path="/portal/*" element={<RemoteArea remote="portal" />} />
        <Route path="/client-portal/*" element={<RemoteArea remote="portal" />} />
        <Route path="*" element={<PublicPageOrNotFound />} />
      </Route>
    </Routes>
  );
}
