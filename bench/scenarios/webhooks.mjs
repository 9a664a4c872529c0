// Webhooks at volume (issue 35 §2): a thousand changes made through the gateway reach a receiver on
// loopback that verifies each message with the `standardwebhooks` package, as an integrator's would;
// the figure is the time from a change's answer (committed) to its message's arrival, p50/p95/p99.
// Issue 35 asks for the p99 reported, with no limit: the row is met when nothing is lost or doubled.
// The way is the product's own: the change's audit entry in its outbox, the notifications service
// consuming it with the delivery row, the webhook.due event, the webhooks queue, the signed POST.

import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

export const name = 'webhooks';

const CHANGES = 1000;
const CONNECTIONS = 10;
/** How long the last message may take after the last change before the run counts it lost. */
const SETTLE_MS = 120_000;

async function startReceiver() {
  const arrivals = new Map(); // counterparty name → { at, ids }
  let verifier;
  let rejected = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      try {
        const { data } = verifier.verify(Buffer.concat(chunks).toString('utf8'), request.headers);
        const arrival = arrivals.get(data.name) ?? { at, ids: new Set() };
        arrival.ids.add(request.headers['webhook-id']);
        arrivals.set(data.name, arrival);
        response.writeHead(204).end();
      } catch {
        rejected += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    arrivals,
    rejected: () => rejected,
    setSecret: (secret) => (verifier = new Webhook(secret)),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function admin(ctx, method, path, body) {
  const response = await fetch(`${ctx.urls.gateway}${path}`, {
    method,
    headers: { cookie: ctx.adminCookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export default async function run(ctx) {
  const receiver = await startReceiver();
  const webhook = await admin(ctx, 'POST', '/api/admin/webhooks', {
    url: receiver.url,
    events: ['counterparty.created'],
    description: 'bench',
  });
  receiver.setSecret(webhook.secret);
  try {
    const prefix = `Bench webhook ${Date.now()} `;
    const answeredAt = new Map();
    let next = 0;
    ctx.log(`${CHANGES} counterparties created at ${CONNECTIONS} connections…`);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < CHANGES) {
          const name = `${prefix}${next++}`;
          await admin(ctx, 'POST', '/api/admin/counterparties', { name });
          answeredAt.set(name, performance.now());
        }
      }),
    );
    const changesSeconds = (performance.now() - started) / 1000;
    const deadline = performance.now() + SETTLE_MS;
    while (receiver.arrivals.size < CHANGES && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const lags = [...answeredAt]
      .filter(([name]) => receiver.arrivals.has(name))
      .map(([name, at]) => Math.max(0, receiver.arrivals.get(name).at - at))
      .sort((a, b) => a - b);
    const lost = CHANGES - lags.length;
    const twice = [...receiver.arrivals.values()].filter(({ ids }) => ids.size > 1).length;
    const p99 = percentile(lags, 99);
    const ms = (value) => `${value.toFixed(0)} ms`;
    return [
      {
        what: `webhooks: ${CHANGES.toLocaleString('en')} counterparties created through the gateway (${CONNECTIONS} connections) → a standardwebhooks-verified message each at a receiver on loopback, change answered → message received, p99 (p50, p95, max)`,
        measured: `${ms(p99)} (${ms(percentile(lags, 50))}, ${ms(percentile(lags, 95))}, ${ms(lags.at(-1) ?? 0)}); ${lags.length} received, ${lost} lost, ${twice} under two webhook-ids, ${receiver.rejected()} unverified`,
        ceiling: `the changes themselves: ${(CHANGES / changesSeconds).toFixed(0)}/s`,
        target: 'p99 reported; none lost, doubled or unverified',
        met: lost === 0 && twice === 0 && receiver.rejected() === 0,
      },
    ];
  } finally {
    await admin(ctx, 'DELETE', `/api/admin/webhooks/${webhook.id}`).catch(() => undefined);
    await receiver.close();
  }
}
