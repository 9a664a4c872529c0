import type { DocumentAnswer, DocumentCreateBody, FolderAnswer } from '@silkway/contracts';
import { toast } from '@silkway/ui';
import { apiSend } from '@silkway/web-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderKeys, ordersApi } from './orders-api';
import { serverMessage } from './server-message';

type DocumentToastKey =
  | 'folderCreated'
  | 'folderCreateError'
  | 'fileUploaded'
  | 'fileUploadError'
  | 'folderDeleted'
  | 'folderDeleteError'
  | 'fileDeleted'
  | 'fileDeleteError';

/**
 * A write of the order's documents dialog: SPEC §8 "Folders and files" toasts (a failure carries
 * the server's text, e.g. a refused type or size), then the order's folders and files are asked again.
 */
function useDocumentsWrite<Variables, Answer = unknown>(
  orderId: number,
  send: (variables: Variables) => Promise<Answer>,
  success: DocumentToastKey,
  failure: DocumentToastKey,
) {
  const { t } = useTranslation('admin-orders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => toast({ title: t(`documents.toasts.${success}`), variant: 'success' }),
    onError: (error) =>
      toast({
        title: t(`documents.toasts.${failure}`),
        description: serverMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.documents(orderId) }),
  });
}

export function useCreateFolder(orderId: number) {
  return useDocumentsWrite(
    orderId,
    (name: string) => apiSend<FolderAnswer>('POST', ordersApi.orderFolders(orderId), { name }),
    'folderCreated',
    'folderCreateError',
  );
}

export function useUploadDocument(orderId: number) {
  return useDocumentsWrite(
    orderId,
    (body: DocumentCreateBody) =>
      apiSend<DocumentAnswer>('POST', ordersApi.orderDocuments(orderId), body),
    'fileUploaded',
    'fileUploadError',
  );
}

/** The server deletes the folder's documents with it. */
export function useDeleteFolder(orderId: number) {
  return useDocumentsWrite(
    orderId,
    (folderId: number) => apiSend('DELETE', ordersApi.orderFolder(orderId, folderId)),
    'folderDeleted',
    'folderDeleteError',
  );
}

export function useDeleteDocument(orderId: number) {
  return useDocumentsWrite(
    orderId,
    (documentId: number) => apiSend('DELETE', ordersApi.orderDocument(orderId, documentId)),
    'fileDeleted',
    'fileDeleteError',
  );
}
