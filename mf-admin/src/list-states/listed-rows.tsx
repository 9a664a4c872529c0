import { useTranslation } from '@silkway/i18n/react';
import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListLoadError, ListLoading, ListMessage } from './list-states.js';

/** The part of a TanStack query result a list's states read. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ListedRowsProps<Rows extends readonly unknown[]> {
  list: ListQuery;
  /** The rows to show once loaded (after any search on this side). */
  rows: Rows | undefined;
  /** The namespace whose `list.*` texts the states use (loading, errorTitle, retry, emptyTitle…). */
  namespace: string;
  /** The texts' group in the namespace when it is not `list`. */
  texts?: string;
  /** Whether a search or filter narrows the list: an empty answer then says nothing matches. */
  filtered: boolean;
  emptyIcon: LucideIcon;
  /** The placeholders while loading: how many, laid out how. */
  loading?: { count: number; className: string; placeholderClassName: string };
  /** The loaded rows, laid out. */
  children: (rows: Rows) => ReactNode;
}

const rowPlaceholders = { count: 4, className: 'grid gap-3', placeholderClassName: 'h-20 w-full' };

/** A list's loading, error, empty and no-match states; the rows once there are some. */
export function ListedRows<Rows extends readonly unknown[]>({
  list,
  rows,
  namespace,
  texts = 'list',
  filtered,
  emptyIcon,
  loading = rowPlaceholders,
  children,
}: ListedRowsProps<Rows>) {
  const { t } = useTranslation(namespace);

  if (list.isPending) return <ListLoading label={t(`${texts}.loading`)} {...loading} />;
  if (list.isError || !rows) {
    return (
      <ListLoadError
        title={t(`${texts}.errorTitle`)}
        message={list.error?.message ?? ''}
        retryLabel={t(`${texts}.retry`)}
        onRetry={list.refetch}
      />
    );
  }
  if (rows.length === 0) {
    return filtered ? (
      <ListMessage
        icon={SearchX}
        title={t(`${texts}.noMatchesTitle`)}
        description={t(`${texts}.noMatchesDescription`)}
      />
    ) : (
      <ListMessage
        icon={emptyIcon}
        title={t(`${texts}.emptyTitle`)}
        description={t(`${texts}.emptyDescription`)}
      />
    );
  }
  return children(rows);
}
