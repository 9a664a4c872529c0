// Webhooks under faults (docs/integrations.md "Webhooks"): every change answered 2xx reaches the
// receiver, under one webhook-id (repeats of that id are retries, allowed), the changes of one record
// in order, whatever happens to the receiver or to the sender meanwhile.
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { inParallelWithFault } from './client.mjs';
import { waitFor } from './infrastructure.mjs';

/**
 * A receiver on loopback that verifies each message with the `standardwebhooks` package and keeps
 * the verified ones on `port`; `stop()` and `start()` take it off the network and back.
 */
export async function startWebhookReceiver(port) {
  const messages = [];
  let verifier;
  let server;
  const receiver = {
    messages,
    rejected: 0,
    url: '',
    setSecret: (secret) => (verifier = new Webhook(secret)),
    async start() {
      server = createServer((request, response) => {
        const chunks = [];
        request.on('data', (chunk) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          try {
            const message = verifier.verify(body, request.headers);
            messages.push({ id: request.headers['webhook-id'], ...message, at: Date.now() });
            response.writeHead(204).end();
          } catch {
            receiver.rejected += 1;
            response.writeHead(400).end();
          }
        });
      });
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
      receiver.url = `http://127.0.0.1:${port}/hooks`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  await receiver.start();
  return receiver;
}

/**
 * `count` counterparties created and then renamed while `during` runs (the receiver down, or kill -9
 * of the notifications service). Lost: a change answered 2xx that never reached the receiver once
 * settled. Doubled: a change received under two webhook-ids. Breach: a message that failed
 * verification, one whose data is not the record, or (`orderMustHold`) a rename received before its
 * creation.
 */
export async function webhooksThroughAFault(
  client,
  tally,
  receiver,
  { count, concurrency = 4, during, settleMs = 300_000, orderMustHold = true },
) {
  const prefix = `Вебхук ${Date.now()} `;
  const webhook = await client.must('POST', '/api/admin/webhooks', {
    url: receiver.url,
    events: ['counterparty.created', 'counterparty.updated'],
    description: 'faults',
  });
  receiver.setSecret(webhook.secret);
  const expected = new Map(); // `${type} ${id}` → the name the record had then
  await inParallelWithFault(
    count,
    concurrency,
    async (index) => {
      const name = `${prefix}${index}`;
      const created = await client.call(tally, 'POST', '/api/admin/counterparties', { name });
      if (created.status >= 300) return;
      const { id } = created.body;
      expected.set(`counterparty.created ${id}`, name);
      const renamed = await client.call(tally, 'PUT', `/api/admin/counterparties/${id}`, {
        name: `${name} ✎`,
      });
      if (renamed.status < 300) expected.set(`counterparty.updated ${id}`, `${name} ✎`);
    },
    during,
  );

  const ours = () => receiver.messages.filter(({ data }) => data?.name?.startsWith(prefix));
  const idsByChange = () => {
    const ids = new Map();
    for (const { id, type, data } of ours()) {
      const key = `${type} ${data.id}`;
      if (!ids.has(key)) ids.set(key, new Set());
      ids.get(key).add(id);
    }
    return ids;
  };
  await waitFor(
    'every change at the receiver',
    async () => [...expected.keys()].every((key) => idsByChange().has(key)),
    settleMs,
  ).catch(() => undefined);

  const received = idsByChange();
  const missing = [...expected.keys()].filter((key) => !received.has(key)).length;
  const twice = [...received.values()].filter((ids) => ids.size > 1).length;
  const retried = ours().length - [...received.values()].reduce((sum, ids) => sum + ids.size, 0);
  const firstAt = new Map();
  for (const { type, data, at } of ours())
    if (!firstAt.has(`${type} ${data.id}`)) firstAt.set(`${type} ${data.id}`, at);
  const outOfOrder = [...firstAt.entries()].filter(
    ([key, at]) =>
      key.startsWith('counterparty.updated') &&
      !(firstAt.get(key.replace('updated', 'created')) <= at),
  ).length;
  const wrongData = ours().filter(
    ({ type, data }) =>
      expected.has(`${type} ${data.id}`) && expected.get(`${type} ${data.id}`) !== data.name,
  ).length;
  tally.lost += missing;
  tally.doubled += twice;
  // After the consumer itself is killed, its stalled event comes back after later ones of the same
  // record (docs/integrations.md "Order"): told, not counted; the issue asks for no loss and no doubles.
  tally.breaches += (orderMustHold ? outOfOrder : 0) + receiver.rejected + wrongData;
  if (missing) tally.notes.push(`${missing} of ${expected.size} changes never delivered`);
  if (twice) tally.notes.push(`${twice} changes delivered under two webhook-ids`);
  if (outOfOrder) tally.notes.push(`${outOfOrder} renames delivered before their creation`);
  if (receiver.rejected) tally.notes.push(`${receiver.rejected} messages failed verification`);
  if (wrongData) tally.notes.push(`${wrongData} messages whose data is not the record`);
  if (retried) tally.notes.push(`${retried} repeats of a webhook-id (retries)`);
  if (expected.size === 0) {
    tally.breaches += 1;
    tally.notes.push('no change was made');
  }
  await client.must('DELETE', `/api/admin/webhooks/${webhook.id}`);
}
