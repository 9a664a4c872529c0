import { api, type ArchiveFolderAnswer, type ArchiveMaterialAnswer } from '@silkway/contracts';
import { Allowed, operation } from '../auth/index.js';
import { Button, ConfirmDialog, EmptyState, toast } from '@silkway/ui';
import { AlertTriangle, FolderPlus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { readAsDataUrl } from '../formats/index.js';
import { serverMessage } from '../admin-writes/index.js';
import { downloadDocument, downloadFileName } from '../owner-documents/index.js';
import { ArchiveContents } from './archive-contents.js';
import { ArchiveLocation } from './archive-location.js';
import { registerArchiveTranslations } from './archive-translations.js';
import { CreateFolderDialog } from './create-folder-dialog.js';
import {
  useCreateArchiveFolder,
  useDeleteArchiveFolder,
  useDeleteArchiveMaterial,
  useUploadArchiveMaterial,
} from './data/archive-mutations.js';
import { useArchiveFolders, useArchiveMaterials } from './data/archive-queries.js';
import { UploadMaterialDialog, type MaterialUpload } from './upload-material-dialog.js';
import { ListLoading } from '../list-states/index.js';

registerArchiveTranslations();

type PendingDelete =
  | { kind: 'folder'; folder: ArchiveFolderAnswer }
  | { kind: 'material'; material: ArchiveMaterialAnswer }
  | null;

const succeeded = (write: Promise<unknown>) =>
  write.then(
    () => true,
    () => false,
  );

/**
 * Archive tab (product.md §2.10): folders within folders and the materials in them. The breadcrumb and
 * back button walk the open path; create folder and upload work in the open folder.
 */
export function ArchiveTab() {
  const { t } = useTranslation('admin-archive');
  const [trail, setTrail] = useState<ArchiveFolderAnswer[]>([]);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const openFolder = trail.at(-1) ?? null;
  const openFolderId = openFolder?.id ?? null;

  const folders = useArchiveFolders(openFolderId);
  const materials = useArchiveMaterials(openFolderId);
  const createFolder = useCreateArchiveFolder();
  const uploadMaterial = useUploadArchiveMaterial();
  const deleteFolder = useDeleteArchiveFolder();
  const deleteMaterial = useDeleteArchiveMaterial();

  const names = trail.map((folder) => folder.name);
  const location = [t('root'), ...names].join(' / ');

  const create = (name: string) =>
    succeeded(
      createFolder.mutateAsync({
        name,
        path: `/${[...names, name].join('/')}`,
        parentId: openFolderId,
      }),
    );

  const upload = async ({ file, name, description }: MaterialUpload) => {
    const fileData = await readAsDataUrl(file).catch((error: unknown) => {
      toast({
        title: t('toasts.materialUploadError'),
        description: serverMessage(error),
        variant: 'destructive',
      });
      return null;
    });
    if (fileData === null) return false;
    return succeeded(
      uploadMaterial.mutateAsync({
        name,
        description,
        folderId: openFolderId,
        fileData,
      }),
    );
  };

  const download = (material: ArchiveMaterialAnswer) => {
    downloadDocument(material.url, downloadFileName(material.name, material.mimeType)).catch(
      (error: unknown) =>
        toast({
          title: t('toasts.downloadError'),
          description: serverMessage(error),
          variant: 'destructive',
        }),
    );
  };

  const closeConfirm = () => setPendingDelete(null);
  const confirmDelete = () => {
    if (pendingDelete?.kind === 'folder')
      deleteFolder.mutate(pendingDelete.folder.id, { onSuccess: closeConfirm });
    if (pendingDelete?.kind === 'material')
      deleteMaterial.mutate(pendingDelete.material.id, { onSuccess: closeConfirm });
  };

  const loadError = folders.error ?? materials.error;

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <ArchiveLocation trail={trail} onGoTo={(depth) => setTrail(trail.slice(0, depth))} />
          {trail.length === 0 && <p className="text-sm text-neutral-600">{t('description')}</p>}
        </div>
        <Allowed call={api.archive.createFolder}>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => setCreatingFolder(true)}
              {...operation(api.archive.createFolder)}
            >
              <FolderPlus strokeWidth={2} aria-hidden />
              {t('createFolder')}
            </Button>
            <Button
              className="flex-1"
              onClick={() => setUploading(true)}
              {...operation(api.archive.uploadMaterial)}
            >
              <Upload strokeWidth={2} aria-hidden />
              {t('uploadMaterial')}
            </Button>
          </div>
        </Allowed>
      </div>

      {loadError ? (
        <EmptyState
          icon={AlertTriangle}
          title={t('loadError')}
          description={serverMessage(loadError)}
          className="bg-white"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button
                variant="secondary"
                onClick={() => void Promise.all([folders.refetch(), materials.refetch()])}
              >
                {t('retry')}
              </Button>
              {trail.length > 0 && (
                <Button variant="ghost" onClick={() => setTrail([])}>
                  {t('toTop')}
                </Button>
              )}
            </div>
          }
        />
      ) : folders.isSuccess && materials.isSuccess ? (
        <ArchiveContents
          folders={folders.data}
          materials={materials.data}
          onOpenFolder={(folder) => setTrail([...trail, folder])}
          onDeleteFolder={(folder) => setPendingDelete({ kind: 'folder', folder })}
          onDownload={download}
          onDeleteMaterial={(material) => setPendingDelete({ kind: 'material', material })}
        />
      ) : (
        <ListLoading
          label={t('loading')}
          count={4}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          placeholderClassName="h-20 w-full"
        />
      )}

      <CreateFolderDialog
        open={creatingFolder}
        onOpenChange={setCreatingFolder}
        location={location}
        onCreate={create}
        pending={createFolder.isPending}
      />
      <UploadMaterialDialog
        open={uploading}
        onOpenChange={setUploading}
        location={location}
        onUpload={upload}
        pending={uploadMaterial.isPending}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && closeConfirm()}
        title={
          pendingDelete?.kind === 'folder'
            ? t('confirm.deleteFolderTitle')
            : t('confirm.deleteMaterialTitle')
        }
        description={
          pendingDelete?.kind === 'folder'
            ? t('confirm.deleteFolderDescription', { name: pendingDelete.folder.name })
            : t('confirm.deleteMaterialDescription', {
                name: pendingDelete?.material.name ?? '',
              })
        }
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={confirmDelete}
        pending={deleteFolder.isPending || deleteMaterial.isPending}
      />
    </section>
  );
}
