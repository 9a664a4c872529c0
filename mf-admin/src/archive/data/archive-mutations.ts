import type {
  ArchiveFolderAnswer,
  ArchiveFolderCreateBody,
  ArchiveMaterialAnswer,
  ArchiveMaterialCreateBody,
} from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';
import { useTranslation } from 'react-i18next';
import {
  failureWithServerText,
  successToast,
  useAdminWrite,
} from '../../admin-writes/use-admin-write';
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
  return useAdminWrite({
    send,
    succeeded: successToast(t(`toasts.${success}`)),
    failed: failureWithServerText(t(`toasts.${failure}`)),
    refreshes: [archiveKeys.all],
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
