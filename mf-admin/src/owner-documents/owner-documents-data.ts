import type { DocumentAnswer, DocumentCreateBody, FolderAnswer } from '@silkway/contracts';
import { apiGet, apiSend } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../admin-writes/server-message';
import { useAdminWrite } from '../admin-writes/use-admin-write';
import {
  type DocumentOwner,
  documentOwnerKinds,
  documentsToast,
  type DocumentToastKey,
  ownerDocumentKeys,
  ownerDocumentsApi,
} from './document-owner';

export function useOwnerFolders(owner: DocumentOwner) {
  return useQuery({
    queryKey: ownerDocumentKeys.folders(owner),
    queryFn: ({ signal }) => apiGet<FolderAnswer[]>(ownerDocumentsApi.folders(owner), { signal }),
  });
}

/** Every document of the owner, in any folder: the browser shows those of the open folder. */
export function useOwnerDocuments(owner: DocumentOwner) {
  return useQuery({
    queryKey: ownerDocumentKeys.files(owner),
    queryFn: ({ signal }) =>
      apiGet<DocumentAnswer[]>(ownerDocumentsApi.documents(owner), { signal }),
  });
}

/**
 * A write of the documents browser: SPEC §8 "Folders and files" toasts (a failure carries the
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
    (name: string) => apiSend<FolderAnswer>('POST', ownerDocumentsApi.folders(owner), { name }),
    'folderCreated',
    'folderCreateError',
  );
}

export function useUploadDocument(owner: DocumentOwner) {
  return useDocumentsWrite(
    owner,
    (body: DocumentCreateBody) =>
      apiSend<DocumentAnswer>('POST', ownerDocumentsApi.documents(owner), body),
    'fileUploaded',
    'fileUploadError',
  );
}

/** The server deletes the folder's documents with it. */
export function useDeleteFolder(owner: DocumentOwner) {
  return useDocumentsWrite(
    owner,
    (folderId: number) => apiSend('DELETE', ownerDocumentsApi.folder(owner, folderId)),
    'folderDeleted',
    'folderDeleteError',
  );
}

export function useDeleteDocument(owner: DocumentOwner) {
  return useDocumentsWrite(
    owner,
    (documentId: number) => apiSend('DELETE', ownerDocumentsApi.document(owner, documentId)),
    'fileDeleted',
    'fileDeleteError',
  );
}
