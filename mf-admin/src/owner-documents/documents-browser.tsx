import type { DocumentAnswer, FolderAnswer } from '@silkway/contracts';
import { Badge, Button, ConfirmDialog, EmptyState, FormField, Input } from '@silkway/ui';
import {
  ArrowLeft,
  Download,
  FileText,
  Folder,
  FolderOpen,
  FolderPlus,
  Trash2,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayDate, formatDisplayFileSize } from '../formats/index.js';
import { operation, useMayCall } from '../auth/index.js';
import { type DocumentOwner, documentOwnerKinds, ownerFileCallsOf } from './document-owner.js';
import { documentTypeLabel } from './document-files.js';
import { DocumentUploadForm } from './document-upload-form.js';

/** What the browser asks its owner to do; `done` runs once the server has done it. */
export interface DocumentsActions {
  createFolder: (name: string, done: () => void) => void;
  upload: (file: File, name: string, folderId: number | null, done: () => void) => void;
  deleteFolder: (folder: FolderAnswer, done: () => void) => void;
  deleteDocument: (document: DocumentAnswer, done: () => void) => void;
  download: (document: DocumentAnswer) => void;
}

interface DocumentsBrowserProps {
  /** Whose documents: picks the texts (the owner's `documents.*`). */
  ownerKind: DocumentOwner['kind'];
  folders: readonly FolderAnswer[];
  documents: readonly DocumentAnswer[];
  actions: DocumentsActions;
  pending: { createFolder: boolean; upload: boolean; delete: boolean };
}

type PendingDelete =
  { kind: 'folder'; folder: FolderAnswer } | { kind: 'document'; document: DocumentAnswer } | null;

const rowClasses =
  'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-[var(--radius-control)] border border-neutral-200 bg-white p-3';

/**
 * product.md §2.10 order documents and truck materials: the folders at the top level with the documents outside any
 * folder, a folder's documents once opened (back returns to the top), create folder, upload into
 * the open folder, download, and delete after a confirmation (a folder's warns its files go too).
 */
export function DocumentsBrowser({
  ownerKind,
  folders,
  documents,
  actions,
  pending,
}: DocumentsBrowserProps) {
  const { t, i18n } = useTranslation(documentOwnerKinds[ownerKind].namespace);
  // A role that may only read the owner's documents browses and downloads them, nothing more.
  const calls = ownerFileCallsOf[ownerKind];
  const mayCall = useMayCall();
  const mayWrite = mayCall(calls.uploadDocument);
  const [openFolderId, setOpenFolderId] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  // A folder deleted meanwhile (here or elsewhere) leaves the browser at the top level.
  const openFolder = folders.find((folder) => folder.id === openFolderId) ?? null;
  const shownFolders = openFolder ? [] : folders;
  const shownDocuments = documents.filter(
    (document) => document.folderId === (openFolder?.id ?? null),
  );
  const date = (value: string) => formatDisplayDate(value, i18n.language) ?? value;
  const closeConfirm = () => setPendingDelete(null);

  const confirmDelete = () => {
    if (pendingDelete?.kind === 'folder') actions.deleteFolder(pendingDelete.folder, closeConfirm);
    if (pendingDelete?.kind === 'document')
      actions.deleteDocument(pendingDelete.document, closeConfirm);
  };

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('documents.location')} className="flex min-w-0 items-center gap-2">
        {openFolder ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setOpenFolderId(null)}>
              <ArrowLeft strokeWidth={2} aria-hidden />
              {t('documents.back')}
            </Button>
            <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-navy-900">
              <FolderOpen className="size-4 shrink-0 text-navy-600" strokeWidth={2} aria-hidden />
              <span className="truncate" aria-current="location">
                {openFolder.name}
              </span>
            </span>
          </>
        ) : (
          <span className="text-sm font-medium text-navy-900" aria-current="location">
            {t('documents.topLevel')}
          </span>
        )}
      </nav>

      {mayWrite && (
        <div className="flex flex-col gap-3 rounded-[var(--radius-control)] bg-neutral-50 p-3">
          {!openFolder && (
            <CreateFolderForm
              ownerKind={ownerKind}
              onCreate={actions.createFolder}
              pending={pending.createFolder}
            />
          )}
          <DocumentUploadForm
            ownerKind={ownerKind}
            pending={pending.upload}
            onUpload={(file, name, done) =>
              actions.upload(file, name, openFolder?.id ?? null, done)
            }
          />
        </div>
      )}

      {shownFolders.length === 0 && shownDocuments.length === 0 ? (
        <EmptyState icon={FolderOpen} title={t('documents.empty')} className="py-8" />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('documents.contents')}>
          {shownFolders.map((folder) => (
            <li key={`folder-${folder.id}`} className={rowClasses}>
              <button
                type="button"
                onClick={() => setOpenFolderId(folder.id)}
                aria-label={t('documents.openFolder', { name: folder.name })}
                className="flex min-w-0 flex-1 items-center gap-3 text-left"
              >
                <Folder className="size-5 shrink-0 text-signal-600" strokeWidth={2} aria-hidden />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium text-navy-900">{folder.name}</span>
                  <span className="flex flex-wrap gap-x-2 text-xs tabular-nums text-neutral-600">
                    <span>
                      {t('documents.filesInFolder', {
                        count: documents.filter((document) => document.folderId === folder.id)
                          .length,
                      })}
                    </span>
                    <span>{date(folder.createdAt)}</span>
                  </span>
                </span>
              </button>
              {mayCall(calls.deleteFolder) && (
                <Button
                  variant="ghostDestructive"
                  size="sm"
                  aria-label={t('documents.deleteFolderNamed', { name: folder.name })}
                  onClick={() => setPendingDelete({ kind: 'folder', folder })}
                  {...operation(calls.deleteFolder)}
                >
                  <Trash2 strokeWidth={2} aria-hidden />
                </Button>
              )}
            </li>
          ))}
          {shownDocuments.map((document) => (
            <li key={`document-${document.id}`} className={rowClasses}>
              <FileText className="size-5 shrink-0 text-navy-600" strokeWidth={2} aria-hidden />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-neutral-900">{document.name}</span>
                <span className="flex flex-wrap items-center gap-x-2 text-xs tabular-nums text-neutral-600">
                  <Badge tone="brand">{documentTypeLabel(document.mimeType)}</Badge>
                  <span>{formatDisplayFileSize(document.fileSize, i18n.language)}</span>
                  <span>{date(document.createdAt)}</span>
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('documents.downloadNamed', { name: document.name })}
                  onClick={() => actions.download(document)}
                >
                  <Download strokeWidth={2} aria-hidden />
                  <span className="max-sm:sr-only">{t('documents.download')}</span>
                </Button>
                {mayCall(calls.deleteDocument) && (
                  <Button
                    variant="ghostDestructive"
                    size="sm"
                    aria-label={t('documents.deleteFileNamed', { name: document.name })}
                    onClick={() => setPendingDelete({ kind: 'document', document })}
                    {...operation(calls.deleteDocument)}
                  >
                    <Trash2 strokeWidth={2} aria-hidden />
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && closeConfirm()}
        title={
          pendingDelete?.kind === 'folder'
            ? t('documents.deleteFolderTitle')
            : t('documents.deleteFileTitle')
        }
        description={
          pendingDelete?.kind === 'folder'
            ? t('documents.deleteFolderDescription', { name: pendingDelete.folder.name })
            : t('documents.deleteFileDescription', { name: pendingDelete?.document.name ?? '' })
        }
        confirmLabel={t('documents.deleteConfirm')}
        cancelLabel={t('documents.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={confirmDelete}
        pending={pending.delete}
      />
    </div>
  );
}

function CreateFolderForm({
  ownerKind,
  onCreate,
  pending,
}: {
  ownerKind: DocumentOwner['kind'];
  onCreate: DocumentsActions['createFolder'];
  pending: boolean;
}) {
  const { t } = useTranslation(documentOwnerKinds[ownerKind].namespace);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onCreate(name.trim(), () => setName(''));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <FormField label={t('documents.folderName')} className="min-w-0 flex-1">
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('documents.folderNamePlaceholder')}
        />
      </FormField>
      <Button
        type="submit"
        size="sm"
        className="h-10"
        disabled={pending || !name.trim()}
        {...operation(ownerFileCallsOf[ownerKind].createFolder)}
      >
        <FolderPlus strokeWidth={2} aria-hidden />
        {t('documents.createFolder')}
      </Button>
    </form>
  );
}
