// Live changes (issue 33 §1): the gateway holds STREAMS open event streams (GET /api/admin/events) while
// a colleague changes an order every 200 ms, each change written to all of them; the p99 of another
// call (the orders list's first page) beside that, against its p99 with no stream open, measured in
// the same run. The two are measured in turns (ROUNDS of each), so that what the machine does
// meanwhile (a checkpoint, another process) weighs on both alike.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ms } from '../lib/latency.mjs';

export const name = 'streams';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SAMPLES = 1000;
const ROUNDS = 4;
/** The ceiling: p99 of other calls with the streams open, at most 1.2× without. */
const CEILING = 1.2;

/** The timings of `count` sequential calls of `call`, after 20 unmeasured. */
async function timingsOf(call, count) {
  for (let round = 0; round < 20; round++) await call();
  const timings = [];
  for (let round = 0; round < count; round++) {
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
  }
  return timings;
}

const p99 = (timings) => timings.sort((a, b) => a - b)[Math.floor(0.99 * timings.length)];

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
  const listeners = new Worker(new URL('../lib/stream-listeners.mjs', import.meta.url), {
    workerData: { url: gateway, cookie: ctx.adminCookie, streams: STREAMS },
  });
  await ask(listeners, undefined, (reply) => reply.ready);
  const without = [];
  const withStreams = [];
  let expected = 0;
  let heard = 0;
  for (let round = 0; round < ROUNDS; round++) {
    without.push(...(await timingsOf(listFirstPage, SAMPLES / ROUNDS)));
    await ask(listeners, 'open', (reply) => reply.open === STREAMS);
    const renamesBefore = renames;
    withStreams.push(...(await timingsOf(listFirstPage, SAMPLES / ROUNDS)));
    // Every stream hears each change made while all were open: wait until the last has reached them.
    const renamesAfter = renames;
    expected += (renamesAfter - renamesBefore) * STREAMS;
    const giveUpAt = performance.now() + 10_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ({ heard } = await ask(listeners, 'count', (reply) => 'heard' in reply));
    } while (heard < expected && performance.now() < giveUpAt);
    await ask(listeners, 'close', (reply) => reply.closed);
  }
  changing = false;
  await colleague;
  await listeners.terminate();
  const load = `load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`;
  return [
    {
      what: `orders list beside ${STREAMS} open event streams and a change every 200 ms, p99 of ${SAMPLES}`,
      measured: `${ms(p99(withStreams))}; ${heard} changes heard (≥ ${expected} expected)`,
      ceiling: `no stream open: ${ms(p99(without))} (× ${(p99(withStreams) / p99(without)).toFixed(2)}), ${ROUNDS} turns each; ${load}`,
      target: `≤ ${CEILING}× without`,
      met: p99(withStreams) <= CEILING * p99(without) && heard >= expected,
    },
  ];
}
