/**
 * Addresses inside the back office. product.md §2.10 fixes them under /admin; the shell mounts this remote
 * there, so the routes in AdminRoutes are relative and links are built here, in one place.
 */
export const ADMIN_ROOT = '/admin';

export const adminTabIds = [
  'summary',
  'orders',
  'warehouses',
  'trucks',
  'archive',
  'counterparties',
  'search',
  'requests',
  'staff',
  'integrations',
  'audit',
] as const;
export type AdminTabId = (typeof adminTabIds)[number];

export const adminPaths = {
  root: ADMIN_ROOT,
  tab: (tab: AdminTabId) => `${ADMIN_ROOT}/${tab}`,
  counterparty: (id: number | string) => `${ADMIN_ROOT}/counterparty/${id}`,
  warehouse: (id: number | string) => `${ADMIN_ROOT}/warehouse/${id}`,
  /** The phone's scan screen (issue 34); where the installed app starts. */
  scan: `${ADMIN_ROOT}/scan`,
};
