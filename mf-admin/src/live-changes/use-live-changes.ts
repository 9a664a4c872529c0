import { api, type LiveChange } from '@silkway/contracts';
import { callUrl } from '@silkway/web-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_QUERY_ROOT } from '../auth/index.js';
import { noteChange } from './last-changes.js';
import { TOUCHED_QUERIES } from './touched-queries.js';

/** Changes arriving together (an import, a bulk change) refresh each screen once. */
const GATHER_MS = 150;

/**
 * One stream of changes per tab (issue 33 §1, docs/live-changes.md): each change made elsewhere
 * refreshes the queries that show its kind of record, so the open screens follow within a second;
 * `reset` (changes missed while away are no longer kept) refreshes them all. EventSource reconnects
 * by itself and sends the last id it saw, so nothing in between is missed.
 */
export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (jsdom in unit tests) the screens refresh as they did before.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(callUrl(api.live.adminChanges, {}));
    const touched = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = (all: boolean) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const roots = new Set(touched);
        touched.clear();
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            queryKey[0] === ADMIN_QUERY_ROOT &&
            queryKey[1] !== 'me' &&
            (all || roots.has(String(queryKey[1]))),
        });
      }, GATHER_MS);
    };
    source.addEventListener('change', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as LiveChange;
      noteChange(change);
      for (const root of TOUCHED_QUERIES[change.entity] ?? []) touched.add(root);
      refresh(false);
    });
    source.addEventListener('reset', () => refresh(true));
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
}

/** Holds the tab's stream while the back office is open; renders nothing. */
export function LiveChanges() {
  useLiveChanges();
  return null;
}
