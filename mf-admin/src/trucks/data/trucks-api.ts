import { ADMIN_QUERY_ROOT } from '../../auth/admin-session';

/** The admin calls of SPEC §7 "Admin trucks" the Trucks tab makes (folders and documents: owner-documents). */
export const trucksApi = {
  trucks: '/api/admin/trucks',
  truck: (truckId: number) => `/api/admin/trucks/${truckId}`,
  truckItems: (truckId: number) => `/api/admin/trucks/${truckId}/items`,
} as const;

/** Under the back office root, so signing out drops them; a truck's goods sit under `all`. */
export const truckKeys = {
  all: [ADMIN_QUERY_ROOT, 'trucks'] as const,
  list: () => [...truckKeys.all, 'list'] as const,
  items: (truckId: number) => [...truckKeys.all, 'items', truckId] as const,
};
