import type { LiveChange } from '@silkway/contracts';

/**
 * A change is handed over after a moment that gathers those sent with it (a bulk change arrives as
 * many events at once); while changes keep coming (an import), at most once every `LIVE_CHANGES_GATHER_MS`.
 */
const FIRST_GATHER_MS = 20;
const LIVE_CHANGES_GATHER_MS = 150;

/** What a screen is told: the changes gathered, or `reset` (what was missed is no longer kept). */
export type LiveChangeBatch = { reset: true } | { reset: false; changes: LiveChange[] };

/**
 * Follows one stream of changes (docs/live-changes.md): `onChange` sees each change as it comes,
 * `onBatch` gets them gathered. EventSource reconnects by itself and sends the last id it saw, so
 * nothing in between is missed. Answers the function that closes the stream; without EventSource
 * (jsdom in unit tests) nothing is opened.
 */
export function followLiveChanges(
  url: string,
  onBatch: (batch: LiveChangeBatch) => void,
  onChange: (change: LiveChange) => void = () => {},
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(url);
  let gathered: LiveChange[] = [];
  let reset = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastHandedOverAt = -Infinity;
  const handOver = () => {
    if (timer) return;
    const wait = Math.max(FIRST_GATHER_MS, lastHandedOverAt + LIVE_CHANGES_GATHER_MS - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      lastHandedOverAt = Date.now();
      const batch: LiveChangeBatch = reset ? { reset } : { reset, changes: gathered };
      gathered = [];
      reset = false;
      onBatch(batch);
    }, wait);
  };
  source.addEventListener('change', (event) => {
    const change = JSON.parse((event as MessageEvent<string>).data) as LiveChange;
    onChange(change);
    gathered.push(change);
    handOver();
  });
  source.addEventListener('reset', () => {
    reset = true;
    handOver();
  });
  return () => {
    clearTimeout(timer);
    source.close();
  };
}
