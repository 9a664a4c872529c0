// GET /api/admin/search (the Search tab: the gateway asks orders and inventory in parallel) with
// stock codes and names, order codes, client names, short and Chinese queries. Each p95 stands
// beside the same call with index scans disabled: it must be at least 10× faster than that.
import {
  atLeast,
  getJson,
  ms,
  onceWithin,
  sampleLatency,
  withIndexScansOff,
} from '../lib/latency.mjs';

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
  const headers = { cookie: ctx.adminCookie };
  const measure = (path, options) =>
    sampleLatency(async () => {
      const { body } = await getJson(`${ctx.urls.gateway}${path}`, headers);
      return Object.entries(body)
        .map(([group, list]) => `${list.length} ${group}`)
        .join(', ');
    }, options);

  const indexed = [];
  for (const call of calls) {
    const result = await measure(call.path);
    ctx.log(
      `${call.what.padEnd(40)} p50 ${ms(result.p50).padStart(9)}  p95 ${ms(result.p95).padStart(9)}  (${result.last})`,
    );
    indexed.push(result);
  }
  const scans = await withIndexScansOff(ctx, async () => {
    const results = [];
    for (const call of calls)
      results.push(
        await onceWithin(
          (timeout) => getJson(`${ctx.urls.gateway}${call.path}`, headers, timeout),
          undefined,
          // The gateway gives up on a service after 10 s and answers 502: slower than that.
          (error) => error.status === 502,
        ),
      );
    return results;
  });

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
