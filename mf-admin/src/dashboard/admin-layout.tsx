import { Outlet } from '@silkway/app-frame/router';
import { AdminHeader } from './admin-header.js';

/** The frame of every signed-in screen: the header above, the dashboard or a detail page below. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 text-neutral-900">
      <AdminHeader />
      <Outlet />
    </div>
  );
}
