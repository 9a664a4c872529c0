import type { InboxEntry } from '@silkway/contracts';
import { Button, cn } from '@silkway/ui';
import { Inbox, Mail, MessageSquareText, SearchX } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { ListLoading, ListLoadError, ListMessage, useLoadMoreWhenVisible } from '../../list-states';
import { formatDisplayDateTime } from '../../formats';
import type { InboxFilter } from '../data/requests-api';
import { useInbox } from '../data/request-queries';
import { RequestStatusBadge } from '../request-status-badge';

interface InboxListProps {
  filter: InboxFilter;
  onOpen: (entry: InboxEntry) => void;
}

/** Newest first, with loading, empty and error states; the next page loads as the end comes into view. */
export function InboxList({ filter, onOpen }: InboxListProps) {
  const { t } = useTranslation('admin-requests');
  const list = useInbox(filter);
  const endOfList = useLoadMoreWhenVisible(list);

  if (list.isPending) {
    return (
      <ListLoading
        label={t('list.loading')}
        count={4}
        className="grid gap-3"
        placeholderClassName="h-20 w-full"
      />
    );
  }
  if (list.isError) {
    return (
      <ListLoadError
        title={t('list.errorTitle')}
        message={list.error.message}
        retryLabel={t('list.retry')}
        onRetry={list.refetch}
      />
    );
  }
  const entries = list.data.pages.flat();
  if (entries.length === 0) {
    const filtered = filter.q !== '' || filter.status !== 'all' || filter.kind !== 'all';
    return filtered ? (
      <ListMessage
        icon={SearchX}
        title={t('list.noMatchesTitle')}
        description={t('list.noMatchesDescription')}
      />
    ) : (
      <ListMessage
        icon={Inbox}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2" aria-label={t('list.loading')}>
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`}>
            <InboxRow entry={entry} onOpen={() => onOpen(entry)} />
          </li>
        ))}
      </ul>
      <div
        ref={endOfList}
        className="flex flex-col items-center gap-2 py-2 text-sm text-neutral-600"
      >
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        ) : null}
        <p aria-live="polite">
          {list.hasNextPage
            ? t('list.shown', { count: entries.length })
            : t('list.allShown', { count: entries.length })}
        </p>
      </div>
    </div>
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
