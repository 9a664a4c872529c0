import { EmptyState, Spinner, toast } from '@silkway/ui';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { readAsDataUrl } from '../formats/index.js';
import { serverMessage } from '../admin-writes/index.js';
import { type DocumentOwner, documentOwnerKinds, documentsToast } from './document-owner.js';
import { downloadDocument, downloadFileName } from './document-files.js';
import { DocumentsBrowser, type DocumentsActions } from './documents-browser.js';
import {
  useCreateFolder,
  useDeleteDocument,
  useDeleteFolder,
  useOwnerDocuments,
  useOwnerFolders,
  useUploadDocument,
} from './owner-documents-data.js';

/** An order's or a truck's folders and documents (files service): loading, error, then the browser. */
export function OwnerDocumentsPanel({ owner }: { owner: DocumentOwner }) {
  const { t } = useTranslation(documentOwnerKinds[owner.kind].namespace);
  const folders = useOwnerFolders(owner);
  const documents = useOwnerDocuments(owner);
  const createFolder = useCreateFolder(owner);
  const uploadDocument = useUploadDocument(owner);
  const deleteFolder = useDeleteFolder(owner);
  const deleteDocument = useDeleteDocument(owner);

  const failed = (key: 'fileUploadError' | 'fileDownloadError', error: unknown) =>
    toast(documentsToast(owner.kind, t, key, 'failure', serverMessage(error)));

  const actions: DocumentsActions = {
    createFolder: (name, done) => createFolder.mutate(name, { onSuccess: done }),
    upload: (file, name, folderId, done) => {
      readAsDataUrl(file).then(
        (fileData) =>
          uploadDocument.mutate(
            { name, fileData, type: file.type || null, folderId },
            { onSuccess: done },
          ),
        (error: unknown) => failed('fileUploadError', error),
      );
    },
    deleteFolder: (folder, done) => deleteFolder.mutate(folder.id, { onSuccess: done }),
    deleteDocument: (document, done) => deleteDocument.mutate(document.id, { onSuccess: done }),
    download: (document) => {
      downloadDocument(document.url, downloadFileName(document.name, document.mimeType)).catch(
        (error: unknown) => failed('fileDownloadError', error),
      );
    },
  };

  if (folders.isPending || documents.isPending)
    return <Spinner label={t('documents.loading')} className="justify-center py-8" />;
  if (folders.isError || documents.isError)
    return (
      <EmptyState
        icon={AlertTriangle}
        title={t('documents.loadError')}
        description={(folders.error ?? documents.error)?.message}
      />
    );
  return (
    <DocumentsBrowser
      ownerKind={owner.kind}
      folders={folders.data}
      documents={documents.data}
      actions={actions}
      pending={{
        createFolder: createFolder.isPending,
        upload: uploadDocument.isPending,
        delete: deleteFolder.isPending || deleteDocument.isPending,
      }}
    />
  );
}
