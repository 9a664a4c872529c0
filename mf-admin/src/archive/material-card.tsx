import { api, type ArchiveMaterialAnswer } from '@silkway/contracts';
import { Allowed, operation } from '../auth/index.js';
import { Badge, Button } from '@silkway/ui';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayDate, formatDisplayFileSize } from '../formats/index.js';
import { documentTypeLabel } from '../owner-documents/index.js';

interface MaterialCardProps {
  material: ArchiveMaterialAnswer;
  onDownload: (material: ArchiveMaterialAnswer) => void;
  onDelete: (material: ArchiveMaterialAnswer) => void;
}

/** A material: a preview (the photo itself, or its file type), type badge, size, date, description, download, delete. */
export function MaterialCard({ material, onDownload, onDelete }: MaterialCardProps) {
  const { t, i18n } = useTranslation('admin-archive');
  return (
    <article
      aria-label={material.name}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-neutral-200 bg-white shadow-[var(--shadow-card)]"
    >
      <div className="relative flex aspect-[16/9] items-center justify-center overflow-hidden bg-neutral-50">
        {material.type === 'photo' ? (
          <img
            src={material.url}
            alt={material.name}
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-navy-600">
            <FileText className="size-10" strokeWidth={1.5} aria-hidden />
            <span className="text-xs font-semibold tracking-wide">
              {documentTypeLabel(material.mimeType)}
            </span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs tabular-nums text-neutral-600">
          <Badge tone={material.type === 'photo' ? 'transit' : 'brand'}>
            {t(`types.${material.type}`)}
          </Badge>
          <span>{formatDisplayFileSize(material.fileSize, i18n.language)}</span>
          <span>{formatDisplayDate(material.createdAt, i18n.language)}</span>
        </span>
        <h3 className="break-words font-semibold text-navy-900">{material.name}</h3>
        {material.description && (
          <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-neutral-600">
            {material.description}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('downloadNamed', { name: material.name })}
            onClick={() => onDownload(material)}
          >
            <Download strokeWidth={2} aria-hidden />
            {t('download')}
          </Button>
          <Allowed call={api.archive.deleteMaterial}>
            <Button
              variant="ghostDestructive"
              size="sm"
              aria-label={t('deleteMaterialNamed', { name: material.name })}
              onClick={() => onDelete(material)}
              {...operation(api.archive.deleteMaterial)}
            >
              <Trash2 strokeWidth={2} aria-hidden />
              <span className="max-sm:sr-only">{t('delete')}</span>
            </Button>
          </Allowed>
        </div>
      </div>
    </article>
  );
}
