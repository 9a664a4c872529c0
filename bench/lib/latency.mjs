// Sequential latency samples of one call (one client, no concurrency): p50/p95 in milliseconds.
import pg from 'pg';

/** Calls `call` `warmup` times unmeasured, then `samples` times; answers { p50, p95, last }. */
export async function sampleLatency(call, { samples = 50, warmup = 5 } = {}) {
  for (let round = 0; round < warmup; round++) await call();
  const timings = [];
  let last;
  for (let round = 0; round < samples; round++) {
    const started = performance.now();
    last = await call();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const percentile = (p) =>
    timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))];
  return { p50: percentile(50), p95: percentile(95), last };
}

/**
 * One call, bounded: without indexes one call can take minutes at full volume (the orders list
 * sums each order's items by reading all of them). Answers { ms, timedOut }; ms is then a lower
 * bound. `gaveUp(error)` tells an answer of the product's own deadline (the gateway's search waits
 * 10 s per service) from a failure: the time until it came is then the lower bound.
 */
export async function onceWithin(call, timeoutMs = 20_000, gaveUp = () => false) {
  const started = performance.now();
  try {
    await call(timeoutMs);
    return { ms: performance.now() - started, timedOut: false };
  } catch (error) {
    if (error.name === 'TimeoutError') return { ms: timeoutMs, timedOut: true };
    if (gaveUp(error)) return { ms: performance.now() - started, timedOut: true };
    throw error;
  }
}

export const atLeast = (result) => `${result.timedOut ? '> ' : ''}${ms(result.ms)}`;

/** A GET that must answer 2xx; answers the parsed body and the headers. */
export async function getJson(url, headers, timeoutMs = 60_000) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  const body = await response.json();
  if (!response.ok)
    throw Object.assign(new Error(`GET ${url}: ${response.status} ${JSON.stringify(body)}`), {
      status: response.status,
    });
  return { body, headers: response.headers };
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Runs `measure` with index and bitmap scans disabled for every new connection to the database
 * (the services are restarted so their pools reconnect), then restores the settings.
 */
export async function withIndexScansOff(ctx, measure) {
  const database = decodeURIComponent(new URL(ctx.databaseUrl).pathname.slice(1));
  const alter = async (sql) => {
    const client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
    try {
      for (const setting of ['enable_indexscan', 'enable_bitmapscan', 'enable_indexonlyscan'])
        await client.query(sql(`"${database}"`, setting));
    } finally {
      await client.end();
    }
  };
  await alter((db, setting) => `ALTER DATABASE ${db} SET ${setting} = off`);
  try {
    await ctx.restartStack();
    return await measure();
  } finally {
    await alter((db, setting) => `ALTER DATABASE ${db} RESET ${setting}`);
    await ctx.restartStack();
  }
}

/**
 * The indexes' worth for a list of GETs through the gateway as the back office calls them (its
 * session): each call sampled with the indexes (a line logged per call, `summarize(answer)` saying
 * what came back), then each once with index scans off (`gaveUp` as in onceWithin). Answers
 * { indexed, scans }, one result per call in the calls' order.
 */
export async function withAndWithoutIndexes(ctx, calls, summarize, gaveUp) {
  const headers = { cookie: ctx.adminCookie };
  const indexed = [];
  for (const call of calls) {
    const result = await sampleLatency(async () =>
      summarize(await getJson(`${ctx.urls.gateway}${call.path}`, headers)),
    );
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
          gaveUp,
        ),
      );
    return results;
  });
  return { indexed, scans };
}
