import type { ArchiveFolderAnswer, ArchiveMaterialAnswer } from '@silkway/contracts';
import { FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { FolderCard } from './folder-card.js';
import { MaterialCard } from './material-card.js';
import { ListMessage } from '../list-states/index.js';

export interface ArchiveContentsProps {
  folders: readonly ArchiveFolderAnswer[];
  materials: readonly ArchiveMaterialAnswer[];
  onOpenFolder: (folder: ArchiveFolderAnswer) => void;
  onDeleteFolder: (folder: ArchiveFolderAnswer) => void;
  onDownload: (material: ArchiveMaterialAnswer) => void;
  onDeleteMaterial: (material: ArchiveMaterialAnswer) => void;
}

interface ArchiveSectionProps<Item> {
  id: string;
  title: string;
  items: readonly Item[];
  listClassName: string;
  /** One item's card. */
  children: (item: Item) => ReactNode;
}

/** A kind of content under its heading with its count ('Папки · 3'), then its list; nothing when empty. */
function ArchiveSection<Item extends { id: number }>({
  id,
  title,
  items,
  listClassName,
  children,
}: ArchiveSectionProps<Item>) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-sm font-semibold text-neutral-600">
        {title} · <span className="tabular-nums">{items.length}</span>
      </h2>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** What the open folder holds: its folders, then its materials, or 'Папка пуста' (product.md §2.10). */
export function ArchiveContents({
  folders,
  materials,
  onOpenFolder,
  onDeleteFolder,
  onDownload,
  onDeleteMaterial,
}: ArchiveContentsProps) {
  const { t } = useTranslation('admin-archive');
  if (folders.length === 0 && materials.length === 0) {
    return <ListMessage icon={FolderOpen} title={t('empty')} description={t('emptyDescription')} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <ArchiveSection
        id="archive-folders"
        title={t('folders')}
        items={folders}
        listClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {(folder) => <FolderCard folder={folder} onOpen={onOpenFolder} onDelete={onDeleteFolder} />}
      </ArchiveSection>
      <ArchiveSection
        id="archive-materials"
        title={t('materials')}
        items={materials}
        listClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {(material) => (
          <MaterialCard material={material} onDownload={onDownload} onDelete={onDeleteMaterial} />
        )}
      </ArchiveSection>
    </div>
  );
}
