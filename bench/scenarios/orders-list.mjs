// GET /api/admin/orders through the gateway as the back office calls it: first and deep pages, a
// status filter and searches by code, client name, company, one or two characters and Chinese.
// Each p95 is printed beside the same call with index scans disabled (the ceiling of "no index").
import { atLeast, ms, withAndWithoutIndexes } from '../lib/latency.mjs';

export const name = 'orders-list';

const TARGET_MS = 30;

export default async function run(ctx) {
  const { orderCodes, clientNames, companies } = ctx.data;
  const code = orderCodes[17];
  const calls = [
    ['first page (50)', ''],
    [
      `deep page (offset ${Math.round(ctx.data.volume.orders / 2).toLocaleString('en')})`,
      `offset=${Math.round(ctx.data.volume.orders / 2)}`,
    ],
    ['status=completed', 'status=completed'],
    [`q= whole code (${code})`, `q=${code}`],
    [`q= part of a code (${code.slice(3, 7)})`, `q=${code.slice(3, 7)}`],
    [`q= client name (${clientNames[3]})`, `q=${clientNames[3]}`],
    [
      `q= part of a company (${companies[5].split(/[ «»]/).find((word) => word.length >= 4)})`,
      `q=${companies[5].split(/[ «»]/).find((word) => word.length >= 4)}`,
    ],
    ['q= two characters (Те)', 'q=Те'],
    ['q= one character (С)', 'q=С'],
    ['q= Chinese (保温杯)', 'q=保温杯'],
  ].map(([what, query]) => ({
    what,
    path: `/api/admin/orders?${new URLSearchParams(query).toString()}`,
  }));
  const { indexed, scans } = await withAndWithoutIndexes(
    ctx,
    calls,
    ({ body, headers }) => `${body.length} of ${headers.get('x-total-count')}`,
  );

  return calls.map((call, index) => ({
    what: `orders list: ${call.what}, p95 (p50)`,
    measured: `${ms(indexed[index].p95)} (${ms(indexed[index].p50)}); ${indexed[index].last}`,
    ceiling: `index scans off, one call: ${atLeast(scans[index])} (${scans[index].timedOut ? '≥ ' : ''}${(scans[index].ms / indexed[index].p95).toFixed(1)}× slower)`,
    target: `p95 ≤ ${TARGET_MS} ms`,
    met: indexed[index].p95 <= TARGET_MS,
  }));
}
