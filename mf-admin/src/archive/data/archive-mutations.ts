import {
  api,
  type ArchiveFolderCreateBody,
  type ArchiveMaterialCreateBody,
} from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useTranslation } from '@silkway/i18n/react';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { archiveKeys } from './archive-api.js';

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
 * A write of the Archive tab: the product.md §8 success toast, or a failure toast with the server's text
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
    (body: ArchiveFolderCreateBody) => callApi(api.archive.createFolder, { body }),
    'folderCreated',
    'folderCreateError',
  );
}

export function useUploadArchiveMaterial() {
  return useArchiveWrite(
    (body: ArchiveMaterialCreateBody) => callApi(api.archive.uploadMaterial, { body }),
    'materialUploaded',
    'materialUploadError',
  );
}

/** The server deletes the folder's subfolders and materials with it. */
export function useDeleteArchiveFolder() {
  return useArchiveWrite(
    (folderId: number) => callApi(api.archive.deleteFolder, { params: { id: folderId } }),
    'folderDeleted',
    'folderDeleteError',
  );
}

export function useDeleteArchiveMaterial() {
  return useArchiveWrite(
    (materialId: number) => callApi(api.archive.deleteMaterial, { params: { id: materialId } }),
    'materialDeleted',
    'materialDeleteError',
  );
}
