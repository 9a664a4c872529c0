import type { DocumentCreateBody } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { serverMessage, useAdminWrite } from '../admin-writes/index.js';
import {
  type DocumentOwner,
  documentOwnerKinds,
  documentsToast,
  type DocumentToastKey,
  ownerDocumentKeys,
  ownerFileCallsOf,
} from './document-owner.js';

export function useOwnerFolders(owner: DocumentOwner) {
  return useQuery({
    queryKey: ownerDocumentKeys.folders(owner),
    queryFn: ({ signal }) =>
      callApi(ownerFileCallsOf[owner.kind].listFolders, { params: { id: owner.id } }, { signal }),
  });
}

/** Every document of the owner, in any folder: the browser shows those of the open folder. */
export function useOwnerDocuments(owner: DocumentOwner) {
  return useQuery({
    queryKey: ownerDocumentKeys.files(owner),
    queryFn: ({ signal }) =>
      callApi(ownerFileCallsOf[owner.kind].listDocuments, { params: { id: owner.id } }, { signal }),
  });
}

/**
 * A write of the documents browser: product.md §8 "Folders and files" toasts (a failure carries the
 * server's text, e.g. a refused type or size), then the owner's folders and files are asked again.
 */
function useDocumentsWrite<Variables, Answer = unknown>(
  owner: DocumentOwner,
  send: (variables: Variables) => Promise<Answer>,
  success: DocumentToastKey,
  failure: DocumentToastKey,
) {
  const { t } = useTranslation(documentOwnerKinds[owner.kind].namespace);
  return useAdminWrite({
    send,
    succeeded: documentsToast(owner.kind, t, success, 'success'),
    failed: (error) => documentsToast(owner.kind, t, failure, 'failure', serverMessage(error)),
    refreshes: [ownerDocumentKeys.all(owner)],
  });
}

export function useCreateFolder(owner: DocumentOwner) {
  return useDocumentsWrite(
    owner,
    (name: string) =>
      callApi(ownerFileCallsOf[owner.kind].createFolder, {
        params: { id: owner.id },
        body: { name },
      }),
    'folderCreated',
    'folderCreateError',
  );
}

export function useUploadDocument(owner: DocumentOwner) {
  return useDocumentsWrite(
    owner,
    (body: DocumentCreateBody) =>
      callApi(ownerFileCallsOf[owner.kind].uploadDocument, { params: { id: owner.id }, body }),
    'fileUploaded',
    'fileUploadError',
  );
}

/** The server deletes the folder's documents with it. */
export function useDeleteFolder(owner: DocumentOwner) {
  return useDocumentsWrite(
    owner,
    (folderId: number) =>
      callApi(ownerFileCallsOf[owner.kind].deleteFolder, { params: { id: owner.id, folderId } }),
    'folderDeleted',
    'folderDeleteError',
  );
}

export function useDeleteDocument(owner: DocumentOwner) {
  return useDocumentsWrite(
    owner,
    (documentId: number) =>
      callApi(ownerFileCallsOf[owner.kind].deleteDocument, {
        params: { id: owner.id, documentId },
      }),
    'fileDeleted',
    'fileDeleteError',
  );
}
