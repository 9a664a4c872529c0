// Lighthouse on the built product (mobile settings, Debian's Chromium): builds what is missing, starts the
// whole stack on its own ports with a scratch database, runs Lighthouse RUNS times on each page and prints
// the medians, with the bytes of JavaScript, CSS and fonts each page loads before its first paint.
// Run with `npm run bench:web` (root) or `npm run bench:web -w bench`. BENCH_WEB_PORT_OFFSET (700 unless set)
// moves the scratch stack's ports (gateway 18080 + offset, as `npm run bench`),
// BENCH_WEB_PAGES="/,/portal" measures only these pages, BENCH_WEB_REPORTS=<dir> keeps the Lighthouse reports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  log,
  removeScratchStack,
  scratchStackSettings,
  startScratchStack,
} from '../scripts/stack.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const OFFSET = Number(process.env.BENCH_WEB_PORT_OFFSET ?? 700);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.BENCH_WEB_PAGES?.split(',');
const KEPT_REPORTS = process.env.BENCH_WEB_REPORTS;
const LIGHTHOUSE = join(import.meta.dirname, 'node_modules', '.bin', 'lighthouse');
const LIGHTHOUSE_FALLBACK = join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Lighthouse on a busy machine now and then loses its trace (NO_NAVSTART): such a run is tried again. */
async function runLighthouseRetrying(url, outputFile, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, outputFile);
    } catch (error) {
      if (attempt === attempts) throw error;
      log(`${error.message}; trying again`);
    }
  }
}

function runLighthouse(url, outputFile) {
  const binary = [LIGHTHOUSE, LIGHTHOUSE_FALLBACK].find((path) => {
    try {
      readFileSync(path);
      return true;
    } catch {
      return false;
    }
  });
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      [
        url,
        '--output=json',
        `--output-path=${outputFile}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--only-categories=performance,accessibility,best-practices,seo',
        // With the trace (`…-0.trace.json`): what the long tasks are made of, and their CPU time.
        '--save-assets',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('exit', (code) =>
      code === 0
        ? resolve({
            report: JSON.parse(readFileSync(outputFile, 'utf8')),
            trace: JSON.parse(readFileSync(outputFile.replace(/\.json$/, '-0.trace.json'), 'utf8')),
          })
        : reject(new Error(`lighthouse exited with ${code} on ${url}`)),
    );
  });
}

/** Bytes over the network (compressed) of the scripts, stylesheets and fonts requested before the first paint. */
function bytesBeforeFirstPaint(report) {
  // The requests' times are those observed, so is this paint (the audit's value is simulated, later).
  const firstPaintMs = report.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const requests = report.audits['network-requests'].details.items;
  const sum = (resourceType) =>
    requests
      .filter(
        (request) =>
          request.resourceType === resourceType && request.networkRequestTime <= firstPaintMs,
      )
      .reduce((total, request) => total + request.transferSize, 0);
  return { js: sum('Script'), css: sum('Stylesheet'), fonts: sum('Font') };
}

/** The main-thread tasks over 50 ms (what Total Blocking Time adds up), as Lighthouse lists them. */
function longTasks(report) {
  const durations = (report.audits['long-tasks'].details?.items ?? []).map((task) => task.duration);
  return { longTasks: durations.length, longestTaskMs: Math.max(0, ...durations) };
}

/**
 * Total blocking time counted from the CPU time of the page's main-thread tasks instead of their wall
 * time: the tasks after the first contentful paint, each slowed 4× as Lighthouse's mobile setting does,
 * minus 50 ms. On a machine shared with other work, wall times (and Lighthouse's TBT) swell with the
 * time the renderer waits for a core; this figure does not, so runs on a busy machine compare.
 */
function cpuBlockingTime(trace) {
  const events = trace.traceEvents;
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) return NaN;
  const mainThread = (event) => event.pid === firstPaint.pid && event.tid === firstPaint.tid;
  return events
    .filter((event) => event.name === 'RunTask' && mainThread(event) && event.ts >= firstPaint.ts)
    .map((task) => (4 * (task.tdur ?? task.dur)) / 1000 - 50)
    .filter((blocking) => blocking > 0)
    .reduce((total, blocking) => total + blocking, 0);
}

function summarise({ report, trace }) {
  const score = (category) => Math.round(report.categories[category].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cpuTbtMs: cpuBlockingTime(trace),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    ...longTasks(report),
    ...bytesBeforeFirstPaint(report),
  };
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows) {
  console.log(
    '\n| page | performance | accessibility | best practices | SEO | LCP | TBT | TBT of CPU time | CLS | tasks > 50 ms (longest) | JS before paint | CSS | fonts |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { page, result } of rows) {
    console.log(
      `| \`${page}\` | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${(result.lcpMs / 1000).toFixed(2)} s | ${Math.round(result.tbtMs)} ms | ${Math.round(result.cpuTbtMs)} ms | ${result.cls.toFixed(3)} | ${result.longTasks} (${Math.round(result.longestTaskMs)} ms) | ${kilobytes(result.js)} | ${kilobytes(result.css)} | ${kilobytes(result.fonts)} |`,
    );
  }
  console.log(`\nmedians of ${RUNS} Lighthouse runs per page (mobile settings, ${CHROME_PATH})`);
}

async function firstArticlePath(baseUrl) {
  const articles = await fetch(`${baseUrl}/api/blog?lang=ru`).then((response) => response.json());
  const slug = articles.find((article) => article.slug)?.slug;
  if (!slug) throw new Error('the seeded blog has no article to measure');
  return `/blog/${slug}`;
}

const settings = scratchStackSettings('bench-web', {
  offset: OFFSET,
  ADMIN_USERNAME: 'bench-admin',
  ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
});

const reports = KEPT_REPORTS ?? mkdtempSync(join(tmpdir(), 'silkway-lighthouse-'));
mkdirSync(reports, { recursive: true });
let stack;
try {
  stack = await startScratchStack(settings);
  const pages = PAGES ?? ['/', '/en/services', '/portal', await firstArticlePath(stack.url)];
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      log(`lighthouse ${page} (${run}/${RUNS})`);
      runs.push(
        summarise(
          await runLighthouseRetrying(
            `${stack.url}${page}`,
            join(reports, `${page.replaceAll('/', '_')}-${run}.json`),
          ),
        ),
      );
    }
    const result = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((entry) => entry[key]))]),
    );
    rows.push({ page, result });
  }
  printTable(rows);
} finally {
  await stack?.stop();
  await removeScratchStack(settings);
  if (!KEPT_REPORTS) rmSync(reports, { recursive: true, force: true });
}
