// Open live streams (GET /api/admin/events, docs/live-changes.md) through a fault: a screen that
// follows its stream as a browser's EventSource does must end up knowing every change made, either as
// the change's own event or by a `reset` (the screen reloads everything) that came after it.
import { inParallel } from './client.mjs';
import { waitFor } from './infrastructure.mjs';

/** One sign-in at a time for the tabs of a client that all found their session gone together. */
const signingIn = new WeakMap();
function signInAgain(client, staleCookie) {
  if (client.cookie !== staleCookie) return Promise.resolve();
  if (!signingIn.has(client))
    signingIn.set(
      client,
      client
        .signIn()
        .catch(() => undefined)
        .finally(() => signingIn.delete(client)),
    );
  return signingIn.get(client);
}

/** Reconnecting after the stream ended, as EventSource's `retry` would (shorter, to keep the scenario short). */
const RECONNECT_MS = 200;

/**
 * A tab's stream, read as EventSource reads it: it reconnects with the last id it saw in
 * `Last-Event-ID`, and (as the back office does after its session is lost) signs in again on 401.
 */
class FollowedStream {
  events = [];
  resets = [];
  lastEventId;
  closed = false;
  abort = new AbortController();

  constructor(client) {
    this.client = client;
    this.running = this.run();
  }

  async run() {
    while (!this.closed) {
      const cookie = this.client.cookie;
      try {
        const response = await fetch(`${this.client.baseUrl}/api/admin/events`, {
          headers: {
            cookie,
            ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
          },
          signal: this.abort.signal,
        });
        if (response.status === 401) await signInAgain(this.client, cookie);
        if (response.ok) await this.read(response.body);
        else await response.body?.cancel();
      } catch {
        // The gateway went away or the scenario closed the stream: connect again, or stop.
      }
      if (!this.closed) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  }

  async read(body) {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const fields = {};
        for (const line of buffer.slice(0, end).split('\n')) {
          const colon = line.indexOf(':');
          if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
        }
        buffer = buffer.slice(end + 2);
        if (fields.id) this.lastEventId = fields.id;
        if (fields.event === 'reset') this.resets.push(Date.now());
        if (fields.event === 'change') this.events.push(JSON.parse(fields.data));
      }
    }
  }

  /** Whether this tab knows of `change`: its event came, or a reset after it was answered. */
  knows({ id, version, answeredAt }) {
    return (
      this.resets.some((at) => at > answeredAt) ||
      this.events.some(
        (event) => event.entity === 'order' && event.id === id && event.version === version,
      )
    );
  }

  async close() {
    this.closed = true;
    this.abort.abort();
    await this.running;
  }
}

/**
 * `streams` tabs follow their streams while orders are renamed `count` times, `during` running
 * meanwhile. A rename answered 200 that some tab never learns of, by its event or a later reset, is
 * lost.
 */
export async function streamsThroughAFault(client, tally, { streams, count, during }) {
  const time = Date.now();
  const orders = [];
  for (let index = 0; index < 4; index += 1)
    orders.push(await client.must('POST', '/api/admin/orders', { name: `Поток ${time} ${index}` }));
  const tabs = Array.from({ length: streams }, () => new FollowedStream(client));
  // Every tab listens once it has the first rename's event.
  const first = await client.must('PUT', `/api/admin/orders/${orders[0].id}`, {
    name: `Поток ${time} открыт`,
  });
  const opened = { id: String(first.id), version: first.version, answeredAt: 0 };
  await waitFor('every stream open', () => tabs.every((tab) => tab.knows(opened)), 60_000);

  const answered = [];
  const renames = inParallel(count, 4, async (index) => {
    const order = orders[index % orders.length];
    const answer = await client.call(tally, 'PUT', `/api/admin/orders/${order.id}`, {
      name: `Поток ${time} ${index}`,
    });
    if (answer.status === 200)
      answered.push({ id: String(order.id), version: answer.body.version, answeredAt: Date.now() });
  });
  // The fault comes once a third of the renames are answered: some before it, some during, some after.
  const fault = waitFor('a third of the renames answered', () => answered.length >= count / 3).then(
    during,
  );
  await Promise.all([renames, fault]);

  const unknown = () => tabs.flatMap((tab) => answered.filter((change) => !tab.knows(change)));
  await waitFor('every change known to every stream', () => unknown().length === 0, 120_000).catch(
    () => undefined,
  );
  const missed = unknown();
  tally.lost += missed.length;
  const resets = tabs.reduce((total, tab) => total + tab.resets.length, 0);
  tally.notes.push(
    `${answered.length} renames × ${streams} streams, ${resets} resets` +
      (missed.length ? `; missed e.g. order ${missed[0].id} v${missed[0].version}` : ''),
  );
  await Promise.all(tabs.map((tab) => tab.close()));
}
