// The back office as staff use it (issue 32), in Chromium at 1280 px on the bench's volume: each step
// from the click (or Enter) until its content is visible, in a new browser profile per run (nothing
// cached from the run before), signed in through the form. Medians of RUNS runs per step. Before each
// click the screen settles as it does while a person reads it (no request under way for 500 ms:
// what the screen prefetches arrives), and an order's row is pointed at before it is clicked, as a
// mouse does on its way there. Beside each wall time stands the CPU time of the page's main thread
// for the step (Chromium's TaskDuration): on a shared machine the wall time grows with the load, the
// CPU time much less, so it tells what the screen itself costs.
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { getJson, ms, sampleLatency } from '../lib/latency.mjs';

export const name = 'admin-screens';

/** GET /api/admin/dashboard through the gateway, alone: its p95 goal in milliseconds. */
const DASHBOARD_P95_MS = 50;
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 7);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Each step's goal in milliseconds, click → content visible. */
const STEPS = [
  ['sign-in → the summary’s figures (Сводка)', 300],
  ['tab Заказы → first rows', 100],
  ['orders search by code → rows', 100],
  ['open an order → its totals', 100],
  ['tab Склады → cards', 100],
  ['universal search → results', 100],
];

/** Until no request of `page` has been under way for 500 ms (live event streams aside), 10 s at most. */
function quietNetwork(page) {
  let underWay = 0;
  let changedAt = performance.now();
  const count = (step) => (request) => {
    if (request.resourceType() === 'eventsource') return;
    underWay += step;
    changedAt = performance.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return async () => {
    const giveUpAt = performance.now() + 10_000;
    while ((underWay > 0 || performance.now() - changedAt < 500) && performance.now() < giveUpAt)
      await new Promise((resolve) => setTimeout(resolve, 25));
  };
}

export default async function run(ctx) {
  const code = ctx.data.orderCodes[17];
  const clientName = ctx.data.clientNames[3];
  const loadBefore = loadavg()[0];
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  const times = STEPS.map(() => []);
  const cpuTimes = STEPS.map(() => []);
  try {
    for (let round = 0; round < RUNS; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Performance.enable');
      const mainThreadMs = async () =>
        1000 *
        (await devtools.send('Performance.getMetrics')).metrics.find(
          (metric) => metric.name === 'TaskDuration',
        ).value;
      const settled = quietNetwork(page);
      const step = async (index, act, visible) => {
        await settled();
        const cpuBefore = await mainThreadMs();
        const started = performance.now();
        await act();
        await visible();
        times[index].push(performance.now() - started);
        cpuTimes[index].push((await mainThreadMs()) - cpuBefore);
      };
      const tableRows = page.locator('main table tbody tr');

      await page.goto(`${ctx.urls.gateway}/admin`);
      await page.getByLabel('Логин').fill(ctx.admin.username);
      await page.getByLabel('Пароль').fill(ctx.admin.password);
      await step(
        0,
        () => page.getByRole('button', { name: 'Войти' }).click(),
        () => page.locator('main dl dd').first().waitFor(),
      );

      await step(
        1,
        () => page.getByRole('link', { name: 'Заказы', exact: true }).click(),
        () => tableRows.first().waitFor(),
      );

      await page.getByRole('searchbox').first().fill(code);
      await step(
        2,
        () => page.getByRole('searchbox').first().press('Enter'),
        // The list of that one order: its row first, and no second row left.
        async () => {
          await tableRows.first().filter({ hasText: code }).waitFor();
          await tableRows.nth(1).waitFor({ state: 'detached' });
        },
      );

      await tableRows.first().hover();
      await step(
        3,
        () => tableRows.first().getByRole('button').first().click(),
        () =>
          page
            .getByRole('dialog')
            .getByText('Общая сумма')
            .locator('xpath=following-sibling::dd')
            .waitFor(),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await step(
        4,
        () => page.getByRole('link', { name: 'Склады', exact: true }).click(),
        () => page.locator('main article').first().waitFor(),
      );

      await page.getByRole('link', { name: 'Поиск', exact: true }).click();
      const box = page.getByRole('searchbox', { name: /Поиск по заказам/ });
      await box.fill(clientName);
      await step(
        5,
        () => box.press('Enter'),
        () =>
          page
            .getByRole('region', { name: /^Заказы/ })
            .first()
            .waitFor(),
      );
      await context.close();
      ctx.log(
        `run ${round + 1}/${RUNS}: ${times.map((list) => ms(list[list.length - 1])).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  const dashboard = await sampleLatency(() =>
    getJson(`${ctx.urls.gateway}/api/admin/dashboard`, { cookie: ctx.adminCookie }),
  );
  const load = `load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const steps = STEPS.map(([what, goal], index) => {
    const sorted = [...times[index]].sort((a, b) => a - b);
    const middle = median(sorted);
    return {
      what: `admin screens: ${what}, median of ${sorted.length}`,
      measured: `${ms(middle)} (min ${ms(sorted[0])}, max ${ms(sorted[sorted.length - 1])})`,
      ceiling: `main thread CPU ${ms(median(cpuTimes[index]))}; ${load}`,
      target: `≤ ${goal} ms`,
      met: middle <= goal,
    };
  });
  return [
    ...steps,
    {
      what: 'GET /api/admin/dashboard, p95 (p50) of 50',
      measured: `${ms(dashboard.p95)} (${ms(dashboard.p50)}); ${dashboard.last.body.activeOrders} active orders`,
      ceiling: load,
      target: `p95 ≤ ${DASHBOARD_P95_MS} ms`,
      met: dashboard.p95 <= DASHBOARD_P95_MS,
    },
  ];
}
