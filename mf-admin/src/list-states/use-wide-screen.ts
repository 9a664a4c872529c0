import { useSyncExternalStore } from 'react';

/** Tailwind's `xl`: from here a list is a table, below it cards. */
const WIDE = '(min-width: 1280px)';

const wideQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for a list's table. A list renders only the view that shows,
 * instead of both with one hidden by CSS (twice the rows to render at every page of 50).
 * Without matchMedia (jsdom) the table.
 */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => wideQuery()?.matches ?? true);
