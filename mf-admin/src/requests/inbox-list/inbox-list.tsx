import type { InboxEntry } from '@silkway/contracts';
import { cn } from '@silkway/ui';
import { Inbox, Mail, MessageSquareText } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { PagedList } from '../../list-states/index.js';
import { formatDisplayDateTime } from '../../formats/index.js';
import type { InboxFilter } from '../data/requests-api.js';
import { useInbox } from '../data/request-queries.js';
import { RequestStatusBadge } from '../request-status-badge.js';

interface InboxListProps {
  filter: InboxFilter;
  onOpen: (entry: InboxEntry) => void;
}

/** Newest first, with loading, empty and error states; the next page loads as the end comes into view. */
export function InboxList({ filter, onOpen }: InboxListProps) {
  const { t } = useTranslation('admin-requests');
  const list = useInbox(filter);
  return (
    <PagedList
      list={list}
      namespace="admin-requests"
      filtered={filter.q !== '' || filter.status !== 'all' || filter.kind !== 'all'}
      emptyIcon={Inbox}
    >
      {(entries) => (
        <ul className="flex flex-col gap-2" aria-label={t('list.loading')}>
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`}>
              <InboxRow entry={entry} onOpen={() => onOpen(entry)} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function InboxRow({ entry, onOpen }: { entry: InboxEntry; onOpen: () => void }) {
  const { t, i18n } = useTranslation('admin-requests');
  const Icon = entry.kind === 'quote' ? MessageSquareText : Mail;
  const topic =
    entry.kind === 'quote'
      ? t(`serviceTypes.${entry.topic}`, { defaultValue: entry.topic })
      : entry.topic;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'flex w-full items-start gap-3 rounded-lg border bg-white p-3 text-left transition-colors hover:border-navy-300 sm:p-4',
        entry.status === 'new' ? 'border-signal-600/40' : 'border-neutral-200',
      )}
    >
      <Icon
        className="mt-0.5 size-5 shrink-0 text-navy-700"
        strokeWidth={2}
        aria-label={t(`kinds.${entry.kind}`)}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn(
              'truncate text-navy-900',
              entry.status === 'new' ? 'font-semibold' : 'font-medium',
            )}
          >
            {entry.name}
          </span>
          {entry.company ? (
            <span className="truncate text-sm text-neutral-600">{entry.company}</span>
          ) : null}
        </span>
        <span className="truncate text-sm text-neutral-700">{topic}</span>
        <span className="flex flex-wrap gap-x-3 text-xs text-neutral-500">
          {entry.phone ? <span>{entry.phone}</span> : null}
          {entry.email ? <span className="break-all">{entry.email}</span> : null}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1.5">
        <RequestStatusBadge status={entry.status} />
        <time dateTime={entry.receivedAt} className="text-xs text-neutral-500">
          {formatDisplayDateTime(entry.receivedAt, i18n.language)}
        </time>
      </span>
    </button>
  );
}
