import { ADMIN_QUERY_ROOT } from '../../auth/admin-session';

/** The admin calls of SPEC §7 "Admin archive", in one place. */
export const archiveApi = {
  folders: '/api/admin/archive/folders',
  /** The folders inside `parentId`; null = the top level. */
  foldersIn: (parentId: number | null) =>
    parentId === null ? archiveApi.folders : `${archiveApi.folders}?parentId=${parentId}`,
  folder: (folderId: number) => `${archiveApi.folders}/${folderId}`,
  materials: '/api/admin/archive/materials',
  /** The materials inside `folderId`; null = the top level. */
  materialsIn: (folderId: number | null) =>
    folderId === null ? archiveApi.materials : `${archiveApi.materials}?folderId=${folderId}`,
  material: (materialId: number) => `${archiveApi.materials}/${materialId}`,
} as const;

/** Query keys under the back office's root (signing out drops them); a write refreshes `all`. */
export const archiveKeys = {
  all: [ADMIN_QUERY_ROOT, 'archive'] as const,
  folders: (parentId: number | null) => [...archiveKeys.all, 'folders', parentId] as const,
  materials: (folderId: number | null) => [...archiveKeys.all, 'materials', folderId] as const,
};
