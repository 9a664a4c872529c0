import { api } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { archiveKeys } from './archive-api.js';

/** The subfolders of the open folder (null = the top level). */
export function useArchiveFolders(parentId: number | null) {
  return useQuery({
    queryKey: archiveKeys.folders(parentId),
    queryFn: ({ signal }) => callApi(api.archive.listFolders, { query: { parentId } }, { signal }),
  });
}

/** The materials of the open folder (null = the top level): metadata and download URLs. */
export function useArchiveMaterials(folderId: number | null) {
  return useQuery({
    queryKey: archiveKeys.materials(folderId),
    queryFn: ({ signal }) =>
      callApi(api.archive.listMaterials, { query: { folderId } }, { signal }),
  });
}
