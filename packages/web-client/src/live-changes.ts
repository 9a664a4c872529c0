import { type Backoff, backoffDelay, type LiveChange } from '@silkway/contracts';

/**
 * A change is handed over after a moment that gathers those sent with it (a bulk change arrives as
 * many events at once); while changes keep coming (an import), at most once every `LIVE_CHANGES_GATHER_MS`.
 */
const FIRST_GATHER_MS = 20;
const LIVE_CHANGES_GATHER_MS = 150;
/**
 * A refused answer (503 while the notifications service is away, 401) closes an EventSource for good;
 * it is opened again after about 2 s, doubling up to a minute, spread so that the tabs refused
 * together do not all come back at once.
 */
const REOPEN: Backoff = { firstMs: 2_000, longestMs: 60_000 };

/** What a screen is told: the changes gathered, or `reset` (what was missed is no longer kept). */
export type LiveChangeBatch = { reset: true } | { reset: false; changes: LiveChange[] };

/**
 * Follows one stream of changes (docs/live-changes.md): `onChange` sees each change as it comes,
 * `onBatch` gets them gathered. EventSource reconnects by itself and sends the last id it saw, so
 * nothing in between is missed; a stream refused (no 200) is opened again later and handed over as a
 * reset. Answers the function that closes the stream; without EventSource (jsdom in unit tests)
 * nothing is opened.
 */
export function followLiveChanges(
  url: string,
  onBatch: (batch: LiveChangeBatch) => void,
  onChange: (change: LiveChange) => void = () => {},
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource;
  let gathered: LiveChange[] = [];
  let reset = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reopening: ReturnType<typeof setTimeout> | undefined;
  let lastHandedOverAt = -Infinity;
  let refusals = 0;
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
  const open = () => {
    source = new EventSource(url);
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
    source.addEventListener('open', () => {
      if (refusals === 0) return;
      // A new stream sends no Last-Event-ID: what changed meanwhile is read again.
      refusals = 0;
      reset = true;
      handOver();
    });
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return;
      reopening = setTimeout(open, backoffDelay(REOPEN, ++refusals));
    });
  };
  open();
  return () => {
    clearTimeout(timer);
    clearTimeout(reopening);
    source.close();
  };
}
