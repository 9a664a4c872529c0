import type {
  ArchiveFolderAnswer,
  ArchiveFolderCreateBody,
  ArchiveMaterialAnswer,
  ArchiveMaterialCreateBody,
} from '@silkway/contracts';
import { toast } from '@silkway/ui';
import { apiSend } from '@silkway/web-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../orders/data/server-message';
import { archiveApi, archiveKeys } from './archive-api';

type ArchiveToastKey =
  | 'folderCreated'
  | 'folderCreateError'
  | 'materialUploaded'
  | 'materialUploadError'
  | 'folderDeleted'
  | 'folderDeleteError'
  | 'materialDeleted'
  | 'materialDeleteError';

/**
 * A write of the Archive tab: the SPEC §8 success toast, or a failure toast with the server's text
 * (a refused type or size, a folder deleted meanwhile), then the archive is asked again.
 */
function useArchiveWrite<Variables, Answer = unknown>(
  send: (variables: Variables) => Promise<Answer>,
  success: ArchiveToastKey,
  failure: ArchiveToastKey,
) {
  const { t } = useTranslation('admin-archive');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => toast({ title: t(`toasts.${success}`), variant: 'success' }),
    onError: (error) =>
      toast({
        title: t(`toasts.${failure}`),
        description: serverMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}

export function useCreateArchiveFolder() {
  return useArchiveWrite(
    (body: ArchiveFolderCreateBody) =>
      apiSend<ArchiveFolderAnswer>('POST', archiveApi.folders, body),
    'folderCreated',
    'folderCreateError',
  );
}

export function useUploadArchiveMaterial() {
  return useArchiveWrite(
    (body: ArchiveMaterialCreateBody) =>
      apiSend<ArchiveMaterialAnswer>('POST', archiveApi.materials, body),
    'materialUploaded',
    'materialUploadError',
  );
}

/** The server deletes the folder's subfolders and materials with it. */
export function useDeleteArchiveFolder() {
  return useArchiveWrite(
    (folderId: number) => apiSend('DELETE', archiveApi.folder(folderId)),
    'folderDeleted',
    'folderDeleteError',
  );
}

export function useDeleteArchiveMaterial() {
  return useArchiveWrite(
    (materialId: number) => apiSend('DELETE', archiveApi.material(materialId)),
    'materialDeleted',
    'materialDeleteError',
  );
}
