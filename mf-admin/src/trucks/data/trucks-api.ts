import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

/** Under the back office root, so signing out drops them; a truck's goods sit under `all`. */
export const truckKeys = {
  all: [ADMIN_QUERY_ROOT, 'trucks'] as const,
  list: () => [...truckKeys.all, 'list'] as const,
  items: (truckId: number) => [...truckKeys.all, 'items', truckId] as const,
};
