import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

/** Query keys under the back office's root (signing out drops them); a write refreshes `all`. */
export const archiveKeys = {
  all: [ADMIN_QUERY_ROOT, 'archive'] as const,
  folders: (parentId: number | null) => [...archiveKeys.all, 'folders', parentId] as const,
  materials: (folderId: number | null) => [...archiveKeys.all, 'materials', folderId] as const,
};
