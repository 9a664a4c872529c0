// What the audit log costs an add (issue 21): items added through the gateway with the log, then
// with the services started without it (BENCH_ONLY_SKIP_AUDIT_LOG, read by service-kit's Audit and
// set by this scenario alone), then with it again; with ÷ without must stay ≥ 0.9.

export const name = 'audit-log';

const CONNECTIONS = 10;
const ADDS = 1500;
const WARM_UP = 100;

/** `count` plain items added to `orderId` through the gateway at CONNECTIONS connections: adds per second. */
async function addItems(ctx, orderId, count, label) {
  let next = 0;
  const connection = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${ctx.urls.gateway}/api/admin/orders/${orderId}/items`, {
        method: 'POST',
        headers: { cookie: ctx.adminCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ code: `AUD-${label}-${index}`, name: 'Журнал', pricePerUnit: 10 }),
      });
      if (response.status !== 201)
        throw new Error(`audit-log scenario: adding an item answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return count / ((performance.now() - started) / 1000);
}

async function newOrder(ctx, label) {
  const response = await fetch(`${ctx.urls.gateway}/api/admin/orders`, {
    method: 'POST',
    headers: { cookie: ctx.adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench: audit log ${label}` }),
  });
  return (await response.json()).id;
}

/** A round: a fresh order, a warm-up, then the measured adds. */
async function round(ctx, label, adds) {
  const orderId = await newOrder(ctx, label);
  await addItems(ctx, orderId, WARM_UP, `${label}-warm`);
  return addItems(ctx, orderId, adds, label);
}

export default async function run(ctx) {
  const adds = Math.max(300, Math.round(ADDS * Math.min(1, ctx.scale)));
  ctx.log(`${adds} adds with the audit log…`);
  const withFirst = await round(ctx, 'with-1', adds);
  ctx.log('restarting the stack without the audit log…');
  // Sessions live in Redis, which stays up: the admin's cookie still works after a restart.
  await ctx.restartStack({ BENCH_ONLY_SKIP_AUDIT_LOG: 'true' });
  const without = await round(ctx, 'without', adds);
  ctx.log('restarting the stack with the audit log…');
  await ctx.restartStack();
  const withSecond = await round(ctx, 'with-2', adds);
  const withLog = (withFirst + withSecond) / 2;
  const ratio = withLog / without;
  const perSecond = (value) => `${value.toFixed(0)}/s`;
  return [
    {
      what: `adding an item through the gateway with the audit log ÷ without, ${adds.toLocaleString('en')} adds, ${CONNECTIONS} connections`,
      measured: `${ratio.toFixed(2)} (with ${perSecond(withFirst)} and ${perSecond(withSecond)})`,
      ceiling: `without the audit log: ${perSecond(without)}`,
      target: '≥ 0.9',
      met: ratio >= 0.9,
    },
  ];
}
