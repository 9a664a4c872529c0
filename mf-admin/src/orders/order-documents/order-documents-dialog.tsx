import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Spinner,
  toast,
} from '@silkway/ui';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useCreateFolder,
  useDeleteDocument,
  useDeleteFolder,
  useUploadDocument,
} from '../data/document-mutations';
import { useOrderDocuments, useOrderFolders } from '../data/order-queries';
import { readAsDataUrl } from '../data/read-data-url';
import { serverMessage } from '../data/server-message';
import { downloadDocument, downloadFileName } from './document-files';
import { DocumentsBrowser, type DocumentsActions } from './documents-browser';

interface OrderDocumentsDialogProps {
  orderId: number;
  orderName: string;
  onOpenChange: (open: boolean) => void;
}

/** The order's folders and documents (SPEC §2.10), stored by the files service. */
export function OrderDocumentsDialog({
  orderId,
  orderName,
  onOpenChange,
}: OrderDocumentsDialogProps) {
  const { t } = useTranslation('admin-orders');
  const folders = useOrderFolders(orderId);
  const documents = useOrderDocuments(orderId);
  const createFolder = useCreateFolder(orderId);
  const uploadDocument = useUploadDocument(orderId);
  const deleteFolder = useDeleteFolder(orderId);
  const deleteDocument = useDeleteDocument(orderId);

  const failed = (title: string, error: unknown) =>
    toast({ title, description: serverMessage(error), variant: 'destructive' });

  const actions: DocumentsActions = {
    createFolder: (name, done) => createFolder.mutate(name, { onSuccess: done }),
    upload: (file, name, folderId, done) => {
      readAsDataUrl(file).then(
        (fileData) =>
          uploadDocument.mutate(
            { name, fileData, type: file.type || null, folderId },
            { onSuccess: done },
          ),
        (error: unknown) => failed(t('documents.toasts.fileUploadError'), error),
      );
    },
    deleteFolder: (folder, done) => deleteFolder.mutate(folder.id, { onSuccess: done }),
    deleteDocument: (document, done) => deleteDocument.mutate(document.id, { onSuccess: done }),
    download: (document) => {
      downloadDocument(document.url, downloadFileName(document.name, document.mimeType)).catch(
        (error: unknown) => failed(t('documents.toasts.fileDownloadError'), error),
      );
    },
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('dialogClose')}
        className="max-w-2xl max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:content-start max-sm:rounded-none"
      >
        <DialogHeader>
          <DialogTitle>{t('documents.title')}</DialogTitle>
          <DialogDescription>{t('documents.description', { name: orderName })}</DialogDescription>
        </DialogHeader>
        {folders.isPending || documents.isPending ? (
          <Spinner label={t('documents.loading')} className="justify-center py-8" />
        ) : folders.isError || documents.isError ? (
          <EmptyState
            icon={AlertTriangle}
            title={t('documents.loadError')}
            description={(folders.error ?? documents.error)?.message}
          />
        ) : (
          <DocumentsBrowser
            folders={folders.data}
            documents={documents.data}
            actions={actions}
            pending={{
              createFolder: createFolder.isPending,
              upload: uploadDocument.isPending,
              delete: deleteFolder.isPending || deleteDocument.isPending,
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
