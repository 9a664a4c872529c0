import type { ArchiveFolderAnswer, ArchiveMaterialAnswer } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { archiveApi, archiveKeys } from './archive-api';

/** The subfolders of the open folder (null = the top level). */
export function useArchiveFolders(parentId: number | null) {
  return useQuery({
    queryKey: archiveKeys.folders(parentId),
    queryFn: ({ signal }) =>
      apiGet<ArchiveFolderAnswer[]>(archiveApi.foldersIn(parentId), { signal }),
  });
}

/** The materials of the open folder (null = the top level): metadata and download URLs. */
export function useArchiveMaterials(folderId: number | null) {
  return useQuery({
    queryKey: archiveKeys.materials(folderId),
    queryFn: ({ signal }) =>
      apiGet<ArchiveMaterialAnswer[]>(archiveApi.materialsIn(folderId), { signal }),
  });
}
