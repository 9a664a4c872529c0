// What one sequence knows of the product: the records it created (by the ids the product answered),
// every call it made with its answer, and the audit entry each change must have left.
import { AdminClient } from '../faults/client.mjs';

/** The kinds of record a sequence creates, each a pool the commands pick their targets from. */
export const KINDS = ['counterparty', 'order', 'item', 'warehouse', 'stock', 'truck', 'payment'];

export class ServerError extends Error {}

export class World {
  /**
   * `client` is signed in as the staff member this sequence acts as (`username`); `webhookId` is the
   * stack's webhook subscribed to every event.
   */
  constructor(client, username, webhookId) {
    this.client = client;
    this.username = username;
    this.webhookId = webhookId;
    this.records = Object.fromEntries(KINDS.map((kind) => [kind, []]));
    /** One line per command, in the order they ran: what was called and what it answered. */
    this.log = [];
    /** `action entity id` of every change answered 2xx: each must have exactly one audit entry. */
    this.changes = [];
    /** Comments saved with If-Match of an outdated version: none may ever be stored. */
    this.staleComments = [];
    this.lastCallAt = Date.now();
  }

  static async signedIn(baseUrl, credentials, webhookId) {
    const client = new AdminClient(baseUrl, credentials);
    await client.signIn();
    return new World(client, credentials.username, webhookId);
  }

  has(kind) {
    return this.records[kind].length > 0;
  }

  /** The record `index` points at among the live ones of `kind` (among all once none is live). */
  pick(kind, index) {
    const all = this.records[kind];
    const live = all.filter((record) => !record.gone);
    const pool = live.length > 0 ? live : all;
    return pool.length === 0 ? undefined : pool[index % pool.length];
  }

  add(kind, record) {
    this.records[kind].push({ ...record, gone: false });
    return record;
  }

  /** Marks the record gone, and what goes with it (the items of a deleted order). */
  remove(kind, id) {
    for (const record of this.records[kind]) if (record.id === id) record.gone = true;
    if (kind === 'order')
      for (const item of this.records.item) if (item.orderId === id) item.gone = true;
  }

  /**
   * One call through the gateway. A 5xx fails the sequence at once; a 2xx change is expected to
   * leave the audit entry `change` (a function of the answer when the id comes with it).
   */
  async call(method, path, body, change, headers = {}) {
    const answer = await this.client.call(undefined, method, path, body, { headers });
    this.lastCallAt = Date.now();
    if (answer.status >= 500)
      throw new ServerError(
        `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`} answered ` +
          `${answer.status} ${JSON.stringify(answer.body)}`,
      );
    if (answer.status < 300 && change)
      this.changes.push(typeof change === 'function' ? change(answer.body) : change);
    return answer;
  }
}
