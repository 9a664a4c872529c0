import { api } from '@silkway/contracts';
import { callUrl, followLiveChanges } from '@silkway/web-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_QUERY_ROOT } from '../auth/index.js';
import { noteChange } from './last-changes.js';
import { TOUCHED_QUERIES } from './touched-queries.js';

/**
 * One stream of changes per tab (issue 33 §1, docs/live-changes.md): each change made elsewhere
 * refreshes the queries that show its kind of record, so the open screens follow within a second;
 * `reset` refreshes them all.
 */
export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followLiveChanges(
        callUrl(api.live.adminChanges, {}),
        (batch) => {
          const roots = new Set(
            batch.reset
              ? []
              : batch.changes.flatMap((change) => TOUCHED_QUERIES[change.entity] ?? []),
          );
          void queryClient.invalidateQueries({
            predicate: ({ queryKey }) =>
              queryKey[0] === ADMIN_QUERY_ROOT &&
              queryKey[1] !== 'me' &&
              (batch.reset || roots.has(String(queryKey[1]))),
          });
        },
        noteChange,
      ),
    [queryClient],
  );
}

/** Holds the tab's stream while the back office is open; renders nothing. */
export function LiveChanges() {
  useLiveChanges();
  return null;
}
