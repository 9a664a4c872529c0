// The back office as staff use it (issue 32), in Chromium at 1280 px on the bench's volume: each step
// from the click (or Enter) until its content is painted, by the page's own clock (page-clock.mjs; the
// time Playwright took to see it stands beside), signed in through the form. Staff work in
// one browser all day, so its HTTP cache holds the product's code: one browser profile serves every
// run, the first run (empty cache) warms it and is reported alone as the cold sign-in, and each
// following run opens a new page, signs in and signs out at its end (no session, no data in memory
// carried over; only what the HTTP cache may keep). Medians of RUNS warm runs per step. Before each
// click the screen settles as it does while a person reads it (no request under way for 500 ms:
// what the screen prefetches arrives), and an order's row is pointed at before it is clicked, as a
// mouse does on its way there. Beside each wall time stands the CPU time of the page's main thread
// for the step (Chromium's TaskDuration, with its script and its style and layout beside it): on a
// shared machine the wall time grows with the load, the CPU time much less, so it tells what the
// screen itself costs.
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { getJson, ms, sampleLatency } from '../lib/latency.mjs';
import { armPageClock, installPageClock, readPageClock } from '../lib/page-clock.mjs';

export const name = 'admin-screens';

/** GET /api/admin/dashboard through the gateway, alone: its p95 goal in milliseconds. */
const DASHBOARD_P95_MS = 50;
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 7);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** With BENCH_ADMIN_PROFILE=1 the last run's steps are CPU-profiled and their costliest functions logged. */
const PROFILE = process.env.BENCH_ADMIN_PROFILE === '1';

/** Each step's goal in milliseconds, click → content visible. */
const STEPS = [
  ['sign-in → the summary’s figures (Сводка)', 300],
  ['tab Заказы → first rows', 100],
  ['orders search by code → rows', 100],
  ['open an order → its totals', 100],
  ['tab Склады → cards', 100],
  ['universal search → results', 100],
];

/* global document -- the finders below run in the page */
/**
 * Each step's content, found in the page (see page-clock.mjs): its element once it is there. Arrow
 * functions: they travel into the page as source text.
 */
const CONTENT = {
  summaryFigure: () => document.querySelector('main dl dd'),
  firstOrderRow: () => document.querySelector('main table tbody tr'),
  theOnlyRowOf: (code) => {
    const rows = document.querySelectorAll('main table tbody tr');
    return rows.length === 1 && rows[0].textContent.includes(code) ? rows[0] : null;
  },
  orderTotal: () =>
    [...document.querySelectorAll('[role=dialog] dt')].find(
      (term) => term.textContent.trim() === 'Общая сумма',
    )?.nextElementSibling ?? null,
  warehouseCard: () => document.querySelector('main article'),
  ordersFound: () =>
    [...document.querySelectorAll('main section[aria-labelledby] h2')].find((heading) =>
      heading.textContent.startsWith('Заказы'),
    ) ?? null,
};

/** The functions of a CDP `Profiler` profile that took most of its samples' time, by their own time. */
function costliest(profile, count = 12) {
  const selfMs = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    selfMs.set(where, (selfMs.get(where) ?? 0) + profile.timeDeltas[index] / 1000);
  });
  return [...selfMs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, time]) => `${ms(time)} ${where}`);
}

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
  /** Click → Playwright saw the content: the measure before the page's clock, kept beside it. */
  const waits = STEPS.map(() => []);
  const cpuTimes = STEPS.map(() => []);
  let cold;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await installPageClock(context, CONTENT);
  try {
    for (let round = 0; round <= RUNS; round++) {
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Performance.enable');
      const mainThread = async () => {
        const { metrics } = await devtools.send('Performance.getMetrics');
        const seconds = (name) => metrics.find((metric) => metric.name === name).value;
        return {
          task: 1000 * seconds('TaskDuration'),
          script: 1000 * seconds('ScriptDuration'),
          styleAndLayout: 1000 * (seconds('RecalcStyleDuration') + seconds('LayoutDuration')),
        };
      };
      const settled = quietNetwork(page);
      // API answers the browser kept and the server confirmed unchanged (ETag, 304 without a body):
      // the status as it came over the wire (Playwright reports such an answer as its cached 200).
      let notModified = 0;
      const apiRequests = new Set();
      await devtools.send('Network.enable');
      devtools.on('Network.requestWillBeSent', ({ requestId, request }) => {
        if (new URL(request.url).pathname.startsWith('/api/')) apiRequests.add(requestId);
      });
      devtools.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
        if (statusCode === 304 && apiRequests.has(requestId)) notModified++;
      });
      const step = async (index, [content, arg], act, visible) => {
        await settled();
        await armPageClock(page, content, arg);
        const profiled = PROFILE && round === RUNS;
        if (profiled) {
          await devtools.send('Profiler.enable');
          await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
          await devtools.send('Profiler.start');
        }
        const before = await mainThread();
        const started = performance.now();
        await act();
        await visible();
        const waited = performance.now() - started;
        const elapsed = await readPageClock(page);
        const after = await mainThread();
        if (profiled) {
          const { profile } = await devtools.send('Profiler.stop');
          ctx.log(`profile of ${STEPS[index][0]}:\n  ${costliest(profile).join('\n  ')}`);
        }
        const cpu = Object.fromEntries(
          Object.keys(after).map((part) => [part, after[part] - before[part]]),
        );
        if (round === 0) cold ??= { elapsed, waited, cpu };
        else {
          times[index].push(elapsed);
          waits[index].push(waited);
          cpuTimes[index].push(cpu);
        }
      };
      const tableRows = page.locator('main table tbody tr');

      await page.goto(`${ctx.urls.gateway}/admin`);
      await page.getByLabel('Логин').fill(ctx.admin.username);
      await page.getByLabel('Пароль').fill(ctx.admin.password);
      await step(
        0,
        ['summaryFigure'],
        () => page.getByRole('button', { name: 'Войти' }).click(),
        () => page.locator('main dl dd').first().waitFor(),
      );

      await step(
        1,
        ['firstOrderRow'],
        () => page.getByRole('link', { name: 'Заказы', exact: true }).click(),
        () => tableRows.first().waitFor(),
      );

      await page.getByRole('searchbox').first().fill(code);
      await step(
        2,
        ['theOnlyRowOf', code],
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
        ['orderTotal'],
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
        ['warehouseCard'],
        () => page.getByRole('link', { name: 'Склады', exact: true }).click(),
        () => page.locator('main article').first().waitFor(),
      );

      await page.getByRole('link', { name: 'Поиск', exact: true }).click();
      const box = page.getByRole('searchbox', { name: /Поиск по заказам/ });
      await box.fill(clientName);
      await step(
        5,
        ['ordersFound'],
        () => box.press('Enter'),
        () =>
          page
            .getByRole('region', { name: /^Заказы/ })
            .first()
            .waitFor(),
      );
      await page.getByRole('button', { name: 'Выйти' }).click();
      await page.getByLabel('Логин').waitFor();
      await page.close();
      ctx.log(
        round === 0
          ? `cold run: sign-in ${ms(cold.elapsed)} (Playwright saw it after ${ms(cold.waited)})`
          : `run ${round}/${RUNS}: ${times.map((list) => ms(list[list.length - 1])).join(', ')}; Playwright saw them after ${waits.map((list) => ms(list[list.length - 1])).join(', ')}; ${notModified} API answers 304`,
      );
    }
  } finally {
    await context.close();
    await browser.close();
  }
  const dashboard = await sampleLatency(() =>
    getJson(`${ctx.urls.gateway}/api/admin/dashboard`, { cookie: ctx.adminCookie }),
  );
  const load = `load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const cpuText = (cpu) =>
    `main thread CPU ${ms(cpu.task)} (script ${ms(cpu.script)}, style and layout ${ms(cpu.styleAndLayout)})`;
  const medianCpu = (list) =>
    Object.fromEntries(
      Object.keys(list[0]).map((part) => [part, median(list.map((cpu) => cpu[part]))]),
    );
  const steps = STEPS.map(([what, goal], index) => {
    const sorted = [...times[index]].sort((a, b) => a - b);
    const middle = median(sorted);
    return {
      what: `admin screens: ${what}, median of ${sorted.length} in a warm browser`,
      measured: `${ms(middle)} (min ${ms(sorted[0])}, max ${ms(sorted[sorted.length - 1])})`,
      ceiling: `${cpuText(medianCpu(cpuTimes[index]))}; Playwright saw it after ${ms(median(waits[index]))}; ${load}`,
      target: `≤ ${goal} ms`,
      met: middle <= goal,
    };
  });
  return [
    {
      what: `admin screens: ${STEPS[0][0]}, the first of the day (nothing cached), one run`,
      measured: ms(cold.elapsed),
      ceiling: `${cpuText(cold.cpu)}; Playwright saw it after ${ms(cold.waited)}; ${load}`,
      target: 'reported, no goal',
      met: true,
    },
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
