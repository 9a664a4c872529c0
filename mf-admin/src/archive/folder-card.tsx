import { api, type ArchiveFolderAnswer } from '@silkway/contracts';
import { Allowed, operation } from '../auth/index.js';
import { Button, IconBadge } from '@silkway/ui';
import { Folder, Trash2 } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayDate } from '../formats/index.js';

interface FolderCardProps {
  folder: ArchiveFolderAnswer;
  onOpen: (folder: ArchiveFolderAnswer) => void;
  onDelete: (folder: ArchiveFolderAnswer) => void;
}

/** A folder: a click opens it; the bin asks before deleting it with everything inside. */
export function FolderCard({ folder, onOpen, onDelete }: FolderCardProps) {
  const { t, i18n } = useTranslation('admin-archive');
  return (
    <article
      aria-label={folder.name}
      className="flex items-center gap-2 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-3 shadow-[var(--shadow-card)] transition-colors hover:border-navy-300"
    >
      <button
        type="button"
        onClick={() => onOpen(folder)}
        aria-label={t('openFolder', { name: folder.name })}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-[var(--radius-control)] p-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200"
      >
        <IconBadge
          icon={Folder}
          size="sm"
          className="shrink-0 rounded-[var(--radius-control)] bg-signal-50 text-signal-600"
        />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-navy-900">{folder.name}</span>
          <span className="text-xs tabular-nums text-neutral-600">
            {t('createdAt', {
              date: formatDisplayDate(folder.createdAt, i18n.language) ?? folder.createdAt,
            })}
          </span>
        </span>
      </button>
      <Allowed call={api.archive.deleteFolder}>
        <Button
          variant="ghostDestructive"
          size="sm"
          aria-label={t('deleteFolderNamed', { name: folder.name })}
          onClick={() => onDelete(folder)}
          {...operation(api.archive.deleteFolder)}
        >
          <Trash2 strokeWidth={2} aria-hidden />
        </Button>
      </Allowed>
    </article>
  );
}
