// How much the gateway adds to a call. (a) The same service call through the gateway and through
// Debian's nginx (one worker, keep-alive to the service), at 10 connections: the gateway must
// reach 0.90 of nginx's requests/s. (b) The client portal's tracking lookup
// GET /api/search/orders/{code} through the gateway against a bare Fastify + pg server doing the
// lookup in one statement: ≥ 0.75 of its requests/s and p99 ≤ 20 ms, with the orders service called
// directly beside them (what the gateway's hop costs). The runner lifts the tracking
// rate limit by configuration (TRACKING_LOOKUPS_PER_MINUTE), so the limiter still runs but never refuses.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const name = 'gateway';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const SECONDS = 10;
const NGINX_RATIO = 0.9;
const TRACKING_RATIO = 0.75;
const TRACKING_P99_MS = 20;
// A cheap public read: what is measured is the proxying, not the service's work.
const PROXIED_PATH = '/api/blog';
const BARE_SERVER = fileURLToPath(new URL('../lib/bare-tracking-server.mjs', import.meta.url));

// Each side is measured in short rounds taken in turn, forward then backward (A B, B A, …), so a
// change in the shared machine's load during the run weighs on every side alike.
const ROUNDS = 4;

/** One autocannon run; `onLatency` receives every answer's latency in ms. */
function cannon(options, onLatency) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, _statusCode, _bytes, latency) => onLatency?.(latency));
  });
}

/** The value under which `share` of the sorted `values` lie. */
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * requests/s, p50 and p99 of each target (`{ url, paths, headers }`, paths taken in turn) at
 * CONNECTIONS connections: a warm-up each, then ROUNDS rounds of SECONDS / ROUNDS in turn.
 */
async function compareLoads(targets) {
  const optionsOf = ({ url, paths, headers = {} }) => {
    let next = 0;
    return {
      url,
      connections: CONNECTIONS,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        },
      ],
    };
  };
  const sides = targets.map((target) => ({
    target,
    options: optionsOf(target),
    requests: 0,
    seconds: 0,
    latencies: [],
  }));
  for (const side of sides) await cannon({ ...side.options, duration: WARMUP_SECONDS });
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const result = await cannon({ ...side.options, duration: SECONDS / ROUNDS }, (latency) =>
        side.latencies.push(latency),
      );
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0)
        throw new Error(
          `${side.target.url}${side.target.paths[0]}: ${failed} of ${result.requests.total} calls failed`,
        );
      side.requests += result.requests.total;
      side.seconds += result.duration;
    }
  }
  return sides.map(({ requests, seconds, latencies }) => {
    const sorted = latencies.sort((a, b) => a - b);
    return {
      rps: requests / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  });
}

/** Starts a child process that prints its port on its first line; answers its URL and a stop(). */
async function startChild(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${String(line).trim()}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** nginx in front of `serviceUrl` with one worker, or undefined when nginx is not installed. */
async function startNginx(serviceUrl, port, internalToken) {
  if (spawnSync('nginx', ['-v']).error) return undefined;
  const prefix = mkdtempSync(join(tmpdir(), 'silkway-bench-nginx-'));
  const upstream = new URL(serviceUrl).host;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  upstream service { server ${upstream}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header x-internal-token ${internalToken};
      proxy_set_header x-forwarded-for $remote_addr;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers; nginx prints nothing on start.
  for (let attempt = 0; ; attempt++) {
    const failure =
      child.exitCode !== null
        ? `nginx stopped at start (exit code ${child.exitCode})`
        : attempt > 100 && 'nginx did not answer within 10 s';
    if (failure) {
      child.kill('SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(failure);
    }
    const answered = await fetch(`${url}${PROXIED_PATH}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const perSecond = (value) => `${Math.round(value).toLocaleString('en')}/s`;
const ms = (value) => `${value.toFixed(1)} ms`;

export default async function run(ctx) {
  const rows = [];

  const nginxPort = Number(new URL(ctx.urls.gateway).port) + 10;
  const nginx = await startNginx(ctx.urls.orders, nginxPort, ctx.internalToken);
  if (!nginx) {
    rows.push({
      what: `gateway ÷ nginx proxying GET ${PROXIED_PATH}, ${CONNECTIONS} connections`,
      measured: 'skipped: nginx not installed (apt-get install -y nginx)',
      target: `≥ ${NGINX_RATIO}`,
      met: false,
    });
  } else {
    try {
      const [viaGateway, viaNginx] = await compareLoads([
        { url: ctx.urls.gateway, paths: [PROXIED_PATH] },
        { url: nginx.url, paths: [PROXIED_PATH] },
      ]);
      const ratio = viaGateway.rps / viaNginx.rps;
      ctx.log(
        `gateway ${perSecond(viaGateway.rps)} p99 ${ms(viaGateway.p99)}; nginx ${perSecond(viaNginx.rps)} p99 ${ms(viaNginx.p99)}`,
      );
      rows.push({
        what: `gateway ÷ nginx proxying GET ${PROXIED_PATH}, ${CONNECTIONS} connections`,
        measured: `${ratio.toFixed(2)} (${perSecond(viaGateway.rps)}, p99 ${ms(viaGateway.p99)})`,
        ceiling: `nginx, 1 worker: ${perSecond(viaNginx.rps)}, p99 ${ms(viaNginx.p99)}`,
        target: `≥ ${NGINX_RATIO}`,
        met: ratio >= NGINX_RATIO,
      });
    } finally {
      await nginx.stop();
    }
  }

  const codes = ctx.data.orderCodes.slice(0, 2000);
  const paths = codes.map((code) => `/api/search/orders/${encodeURIComponent(code)}`);
  const bare = await startChild(process.execPath, [BARE_SERVER], {
    DATABASE_URL: ctx.databaseUrl,
    PORT: '0',
  });
  try {
    const [viaGateway, direct, viaBare] = await compareLoads([
      { url: ctx.urls.gateway, paths },
      { url: ctx.urls.orders, paths, headers: { 'x-internal-token': ctx.internalToken } },
      { url: bare.url, paths },
    ]);
    const ratio = viaGateway.rps / viaBare.rps;
    ctx.log(
      `tracking: gateway ${perSecond(viaGateway.rps)} p99 ${ms(viaGateway.p99)}; orders service called directly ${perSecond(direct.rps)} p99 ${ms(direct.p99)}; bare ${perSecond(viaBare.rps)} p99 ${ms(viaBare.p99)}`,
    );
    rows.push({
      what: `tracking lookup through the gateway ÷ bare Fastify + pg, ${CONNECTIONS} connections`,
      measured: `${ratio.toFixed(2)} (${perSecond(viaGateway.rps)}, p50 ${ms(viaGateway.p50)}, p99 ${ms(viaGateway.p99)})`,
      ceiling: `bare: ${perSecond(viaBare.rps)}, p99 ${ms(viaBare.p99)}; orders service called directly: ${perSecond(direct.rps)}, p99 ${ms(direct.p99)}`,
      target: `≥ ${TRACKING_RATIO}, p99 ≤ ${TRACKING_P99_MS} ms`,
      met: ratio >= TRACKING_RATIO && viaGateway.p99 <= TRACKING_P99_MS,
    });
  } finally {
    await bare.stop();
  }
  return rows;
}
