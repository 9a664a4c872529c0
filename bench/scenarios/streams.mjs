// Live changes (issue 33 §1): the gateway holds STREAMS open event streams (GET /api/admin/events) while
// a colleague changes an order every 200 ms, each change written to all of them; the p99 of another
// call (the orders list's first page) beside that, against its p99 with no stream open, measured in
// the same run.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ms } from '../lib/latency.mjs';

export const name = 'streams';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SAMPLES = 1000;
/** The ceiling: p99 of other calls with the streams open, at most 1.2× without. */
const CEILING = 1.2;

/** p99 of SAMPLES sequential calls of `call`, after 20 unmeasured. */
async function p99Of(call) {
  for (let round = 0; round < 20; round++) await call();
  const timings = [];
  for (let round = 0; round < SAMPLES; round++) {
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(0.99 * timings.length)];
}

/** Asks the worker holding the streams one thing and waits for its answer. */
function ask(worker, message, answered) {
  return new Promise((resolve) => {
    const listen = (reply) => {
      if (!answered(reply)) return;
      worker.off('message', listen);
      resolve(reply);
    };
    worker.on('message', listen);
    if (message) worker.postMessage(message);
  });
}

export default async function run(ctx) {
  const gateway = ctx.urls.gateway;
  const headers = { cookie: ctx.adminCookie };
  const listFirstPage = async () => {
    const response = await fetch(`${gateway}/api/admin/orders?limit=50`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`orders list: ${response.status}`);
  };
  const order = await (
    await fetch(`${gateway}/api/admin/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench: live changes' }),
    })
  ).json();
  let renames = 0;
  let changing = true;
  const colleague = (async () => {
    while (changing) {
      await fetch(`${gateway}/api/admin/orders/${order.id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench: live changes ${++renames}` }),
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();

  const loadBefore = loadavg()[0];
  const without = await p99Of(listFirstPage);
  const listeners = new Worker(new URL('../lib/stream-listeners.mjs', import.meta.url), {
    workerData: { url: gateway, cookie: ctx.adminCookie, streams: STREAMS },
  });
  await ask(listeners, undefined, (reply) => reply.open === STREAMS);
  const renamesBefore = renames;
  const withStreams = await p99Of(listFirstPage);
  const renamesDuring = renames - renamesBefore;
  changing = false;
  await colleague;
  // Every stream hears each change made while all were open: wait until the last has reached them.
  const expected = renamesDuring * STREAMS;
  const giveUpAt = performance.now() + 10_000;
  let heard = 0;
  while (heard < expected && performance.now() < giveUpAt) {
    ({ heard } = await ask(listeners, 'count', (reply) => 'heard' in reply));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await ask(listeners, 'close', (reply) => reply.closed);
  await listeners.terminate();
  const load = `load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`;
  return [
    {
      what: `orders list beside ${STREAMS} open event streams and a change every 200 ms, p99 of ${SAMPLES}`,
      measured: `${ms(withStreams)}; ${heard} changes heard (≥ ${expected} expected)`,
      ceiling: `no stream open: ${ms(without)} (× ${(withStreams / without).toFixed(2)}); ${load}`,
      target: `≤ ${CEILING}× without`,
      met: withStreams <= CEILING * without && heard >= expected,
    },
  ];
}
