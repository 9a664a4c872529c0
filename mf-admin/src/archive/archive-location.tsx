import type { ArchiveFolderAnswer } from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';

interface ArchiveLocationProps {
  /** The open folders from the top down; empty = the top level. */
  trail: readonly ArchiveFolderAnswer[];
  /** Opens the folder at `depth` in the trail (0 = the top level, 1 = the first folder…). */
  onGoTo: (depth: number) => void;
}

/** Back (one level up) and the breadcrumb of the open folder's path; every step but the last is a link up. */
export function ArchiveLocation({ trail, onGoTo }: ArchiveLocationProps) {
  const { t } = useTranslation('admin-archive');
  const steps = [t('root'), ...trail.map((folder) => folder.name)];
  return (
    <nav aria-label={t('location')} className="flex min-w-0 flex-wrap items-center gap-2">
      {trail.length > 0 && (
        <Button variant="secondary" size="sm" onClick={() => onGoTo(trail.length - 1)}>
          <ArrowLeft strokeWidth={2} aria-hidden />
          {t('back')}
        </Button>
      )}
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm">
        {steps.map((name, depth) => {
          const current = depth === steps.length - 1;
          return (
            <li key={depth} className="flex min-w-0 items-center gap-1">
              {depth > 0 && (
                <ChevronRight
                  className="size-4 shrink-0 text-neutral-400"
                  strokeWidth={2}
                  aria-hidden
                />
              )}
              {current ? (
                <span
                  aria-current="location"
                  className="truncate text-base font-semibold text-navy-900"
                >
                  {name}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onGoTo(depth)}
                  className="truncate rounded-sm font-medium text-navy-600 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200"
                >
                  {name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
