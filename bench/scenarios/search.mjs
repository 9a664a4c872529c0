// GET /api/admin/search (the Search tab: orders searches its own and asks the inventory in parallel) with
// stock codes and names, order codes, client names, short and Chinese queries. Each p95 stands
// beside the same call with index scans disabled: it must be at least 10× faster than that.
import { atLeast, ms, withAndWithoutIndexes } from '../lib/latency.mjs';

export const name = 'search';

const TARGET_MS = 50;
const SPEEDUP = 10;

export default async function run(ctx) {
  const { stockCodes, stockNames, orderCodes, clientNames } = ctx.data;
  const calls = [
    [`stock code (${stockCodes[9]})`, stockCodes[9]],
    [`stock name (${stockNames[4].split(' ')[0]})`, stockNames[4].split(' ')[0]],
    [`order code (${orderCodes[40]})`, orderCodes[40]],
    [`client name (${clientNames[8]})`, clientNames[8]],
    ['two characters (SW)', 'SW'],
    ['one character (Т)', 'Т'],
    ['Chinese (保温杯)', '保温杯'],
  ].map(([what, q]) => ({
    what,
    path: `/api/admin/search?${new URLSearchParams({ q }).toString()}`,
  }));
  const { indexed, scans } = await withAndWithoutIndexes(
    ctx,
    calls,
    ({ body }) =>
      Object.entries(body)
        .map(([group, list]) => `${list.length} ${group}`)
        .join(', '),
    // The gateway gives up on a service after 10 s and answers 502: slower than that.
    (error) => error.status === 502,
  );

  return calls.map((call, index) => {
    const speedup = scans[index].ms / indexed[index].p95;
    return {
      what: `admin search: ${call.what}, p95 (p50)`,
      measured: `${ms(indexed[index].p95)} (${ms(indexed[index].p50)}); ${indexed[index].last}`,
      ceiling: `index scans off, one call: ${atLeast(scans[index])} → ${scans[index].timedOut ? '≥ ' : ''}${speedup.toFixed(1)}× faster`,
      target: `p95 ≤ ${TARGET_MS} ms and ≥ ${SPEEDUP}×`,
      met: indexed[index].p95 <= TARGET_MS && speedup >= SPEEDUP,
    };
  });
}
