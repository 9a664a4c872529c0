// What an attacker tries: stored files without a session, the back office without (or with a
// forged or ended) session, calls from a foreign site, passwords in parallel, usernames by timing,
// and generated bad input on every call.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { inParallel } from './client.mjs';

const SESSION_COOKIE = 'silkway_admin_session';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One request as an attacker sends it; a connection cut instead of an answer counts as a 5xx (status 0 in the notes). */
async function raw(tally, baseUrl, method, path, { headers = {}, body } = {}) {
  let status;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(60_000),
    });
    // An event stream stays open (GET /api/admin/events): its status is its answer.
    const stream = response.headers.get('content-type')?.startsWith('text/event-stream');
    const text = stream ? '' : await response.text();
    if (stream) await response.body?.cancel();
    status = response.status;
    tally.count(status, `${method} ${path.slice(0, 80)} → ${status} ${text.slice(0, 120)}`);
  } catch (error) {
    status = 0;
    tally.serverErrors += 1;
    tally.serverErrorStatuses.set('cut', (tally.serverErrorStatuses.get('cut') ?? 0) + 1);
    if (tally.serverErrorExamples.length < 3)
      tally.serverErrorExamples.push(
        `${method} ${path.slice(0, 80)} (${path.length} characters) cut: ${error.cause?.code ?? error.message}`,
      );
  }
  return status;
}

const withSampleIds = (path) => path.replace(/:[A-Za-z]+/g, '1');

/** Order documents are uploaded, then ids 1…60 are asked for without a session. */
export async function filesWithoutSession(client, tally, baseUrl) {
  const order = await client.must('POST', '/api/admin/orders', { name: 'Документы проверки' });
  for (const name of ['invoice.txt', 'contract.txt', 'packing.txt']) {
    const fileData = `data:text/plain;base64,${Buffer.from(`секрет ${name}`).toString('base64')}`;
    await client.must('POST', `/api/admin/orders/${order.id}/documents`, {
      name,
      fileData,
      type: 'text/plain',
      folderId: null,
    });
  }
  let open = 0;
  for (let id = 1; id <= 60; id += 1)
    if ((await raw(tally, baseUrl, 'GET', `/api/files/${id}/download`)) < 300) open += 1;
  tally.breaches += open;
  tally.notes.push(`${open} of 60 ids downloadable without a session`);
}

/** Every back-office call without a session, with a forged one and with one that has signed out. */
export async function sessionSweep(client, tally, baseUrl, routes, signInAnother) {
  const ended = await signInAnother();
  await raw(tally, baseUrl, 'POST', '/api/admin/logout', { headers: { cookie: ended } });
  const cookies = ['', `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`, ended];
  const adminRoutes = routes.filter(
    (route) => route.path.startsWith('/api/admin/') && route.path !== '/api/admin/login',
  );
  let passed = 0;
  for (const route of adminRoutes) {
    for (const cookie of cookies) {
      const status = await raw(tally, baseUrl, route.method, withSampleIds(route.path), {
        headers: {
          cookie,
          ...(MUTATING.has(route.method) ? { 'content-type': 'application/json' } : {}),
        },
        body: MUTATING.has(route.method) ? '{}' : undefined,
      });
      if (status !== 401) passed += 1;
    }
  }
  tally.breaches += passed;
  tally.notes.push(`${adminRoutes.length} calls × 3 cookies, ${passed} not refused`);
}

/** A page on another site makes the signed-in admin's browser send a write: refused before any service. */
export async function foreignOrigins(client, tally, baseUrl, routes) {
  const writes = routes.filter(
    (route) => route.path.startsWith('/api/admin/') && MUTATING.has(route.method),
  );
  let accepted = 0;
  for (const route of writes) {
    const status = await raw(tally, baseUrl, route.method, withSampleIds(route.path), {
      headers: {
        cookie: client.cookie,
        origin: 'https://attacker.example',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    if (status !== 403) accepted += 1;
  }
  tally.breaches += accepted;
  tally.notes.push(`${writes.length} writes from a foreign origin, ${accepted} not refused`);
}

function createAdmin(env, username, password) {
  const result = spawnSync(
    process.execPath,
    [
      join(env.ROOT, 'services/identity/dist/admin-cli.js'),
      'create',
      username,
      '--full-name',
      'Проверка',
    ],
    {
      env: { ...env.processEnv, ADMIN_PASSWORD: password },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`could not create ${username}: ${result.stderr}`);
}

const login = (tally, baseUrl, username, password) =>
  raw(tally, baseUrl, 'POST', '/api/admin/login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

/** 40 wrong passwords at once for one user: no more than the limit may reach the password check. */
export async function parallelBruteForce(tally, baseUrl, env, limitPerUsername) {
  const username = `target-${randomBytes(3).toString('hex')}`;
  createAdmin(env, username, randomBytes(18).toString('base64url'));
  const statuses = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      login(tally, baseUrl, username, `wrong-password-${index}`),
    ),
  );
  const checked = statuses.filter((status) => status === 401).length;
  if (checked > limitPerUsername) tally.breaches += checked - limitPerUsername;
  tally.notes.push(
    `${checked} of 40 checked (limit ${limitPerUsername}), ${statuses.filter((s) => s === 429).length} × 429`,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** An unknown username must cost what a wrong password costs, or usernames can be told apart. */
export async function usernameTiming(tally, baseUrl, env, samplesPerUser) {
  const users = Array.from({ length: 4 }, () => `timing-${randomBytes(3).toString('hex')}`);
  for (const username of users) createAdmin(env, username, randomBytes(18).toString('base64url'));
  const timed = async (username) => {
    const started = performance.now();
    await login(tally, baseUrl, username, 'not-the-password');
    return performance.now() - started;
  };
  const unknown = [];
  const wrong = [];
  for (let round = 0; round < samplesPerUser; round += 1) {
    for (const username of users) {
      wrong.push(await timed(username));
      unknown.push(await timed(`nobody-${randomBytes(4).toString('hex')}`));
    }
  }
  const ratio = median(unknown) / median(wrong);
  if (ratio < 0.6 || ratio > 1.67) tally.breaches += 1;
  tally.notes.push(
    `unknown ÷ wrong password median time ${ratio.toFixed(2)} (${median(unknown).toFixed(0)} / ${median(wrong).toFixed(0)} ms)`,
  );
}

/**
 * Asking for a sign-in link must not tell a client's e-mail from a stranger's: the same answer, in
 * the same time (the client's link is made after the answer). Known e-mails are spread over clients
 * so none passes the per-address limit; requests alternate so drift falls on both alike.
 */
export async function signInLinkTiming(client, tally, baseUrl, requests) {
  const run = randomBytes(3).toString('hex');
  const known = [];
  // 20 clients for 50 requests (and one warm-up): each stays under the per-address limit of 5.
  for (let index = 0; index < 20; index += 1) {
    const email = `client-${run}-${index}@example.tj`;
    const { body } = await client.call(tally, 'POST', '/api/admin/counterparties', {
      name: `Timing client ${index}`,
      email,
    });
    await client.call(tally, 'POST', `/api/admin/counterparties/${body.id}/portal-invite`, {});
    known.push(email);
  }
  const ask = async (email) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/portal/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, language: 'ru' }),
      signal: AbortSignal.timeout(60_000),
    });
    const answer = `${response.status} ${await response.text()}`;
    const elapsed = performance.now() - started;
    tally.count(response.status, `POST /api/portal/sign-in → ${answer.slice(0, 120)}`);
    return { answer, elapsed };
  };
  // Warm both paths (connections, prepared plans) before measuring.
  for (const email of [known[0], `warm-${run}@example.com`]) await ask(email);
  const times = { known: [], unknown: [] };
  const answers = new Set();
  for (let index = 0; index < requests; index += 1) {
    const isKnown = index % 2 === 0;
    const email = isKnown
      ? known[(index / 2) % known.length]
      : `nobody-${run}-${index}@example.com`;
    const { answer, elapsed } = await ask(email);
    answers.add(answer);
    times[isKnown ? 'known' : 'unknown'].push(elapsed);
  }
  const ratio = median(times.unknown) / median(times.known);
  if (answers.size !== 1) tally.breaches += answers.size - 1;
  if (ratio < 0.8 || ratio > 1.25) tally.breaches += 1;
  tally.notes.push(
    `${requests} requests, ${answers.size} distinct answer(s) (${[...answers].join(' | ').slice(0, 200)}); unknown ÷ known e-mail median time ${ratio.toFixed(2)} (${median(times.unknown).toFixed(1)} / ${median(times.known).toFixed(1)} ms)`,
  );
}

const BAD_VALUES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'я'.repeat(100_000),
  -1,
  0,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1.5,
  true,
  null,
  [],
  {},
  ['\u0000'],
  [{}],
  '../../../etc/passwd',
  '..%2f..%2fsecret',
  'data:image/png;base64,!!!!',
  'data:,',
  'data:image/png;base64,' + 'A'.repeat(16),
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '2026-13-45',
  'NaN',
  '1e400',
  '<script>alert(1)</script>',
];
const FIELDS = [
  'name',
  'code',
  'quantity',
  'status',
  'email',
  'phone',
  'description',
  'fileData',
  'photos',
  'warehouseId',
  'inventoryItemId',
  'truckId',
  'capacity',
  'location',
  'username',
  'password',
  'parentId',
  'folderId',
  'type',
  'message',
  'subject',
  'serviceType',
  'comments',
  'counterpartyId',
  'pricePerUnit',
  'weight',
  'volume',
  'orderId',
  'expectedDelivery',
  'creditLimit',
  'fileSize',
  'mimeType',
  'number',
  'isActive',
  'note',
  'language',
];
const BAD_PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '1.5',
  'x'.repeat(5000),
  '%20',
];
const BAD_QUERIES = [
  'q=%00',
  `q=${'x'.repeat(5000)}`,
  'q=%ED%A0%80',
  'status=%00',
  'limit=-1',
  'limit=99999999999',
  'offset=-5',
  'offset=1e400',
  'parentId=abc',
  'folderId=2147483648',
  'format=exe',
  'lang=xx',
];

/** A value as a query string part; a lone surrogate (which encodeURIComponent refuses) as its raw UTF-8 bytes. */
const queryValue = (value) =>
  String(value)
    .slice(0, 20_000)
    .split(/([\ud800-\udfff])/)
    .map((part, index) => (index % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** The bad inputs of one call: its path with bad ids, bad queries, bodies with one bad field, wrong content types. */
function badRequestsFor(route, perCall) {
  const requests = [];
  const hasParameters = route.path.includes(':');
  if (hasParameters)
    for (const value of BAD_PATH_VALUES)
      requests.push({ path: route.path.replace(/:[A-Za-z]+/g, value) });
  const path = withSampleIds(route.path);
  for (const query of BAD_QUERIES) requests.push({ path: `${path}?${query}` });
  if (MUTATING.has(route.method)) {
    requests.push({ path, body: '{"name":', type: 'application/json' });
    requests.push({ path, body: 'name=x&code=y', type: 'application/x-www-form-urlencoded' });
    requests.push({ path, body: 'plain text', type: 'text/plain' });
    requests.push({
      path,
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.csv"\r\n\r\n=1+1\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    });
    requests.push({ path, body: 'null', type: 'application/json' });
    requests.push({ path, body: '[]', type: 'application/json' });
    let index = 0;
    while (requests.length < perCall) {
      const field = FIELDS[(index * 7) % FIELDS.length];
      const value = BAD_VALUES[index % BAD_VALUES.length];
      requests.push({
        path,
        body: JSON.stringify({ name: 'Проверка', code: 'P-1', [field]: value }),
        type: 'application/json',
      });
      index += 1;
    }
  } else {
    let index = 0;
    while (requests.length < perCall) {
      const value = BAD_VALUES[index % BAD_VALUES.length];
      const name = [
        'q',
        'status',
        'limit',
        'offset',
        'parentId',
        'folderId',
        'format',
        'lang',
        'token',
      ][index % 9];
      requests.push({ path: `${path}?${name}=${queryValue(value)}` });
      index += 1;
    }
  }
  return requests;
}

/** At least `perCall` generated bad inputs on every call of the route table, as a signed-in admin. */
export async function badInputs(client, tally, baseUrl, routes, perCall) {
  const calls = routes.filter(
    (route) => !['/api/admin/login', '/api/admin/logout'].includes(route.path),
  );
  const worst = new Map();
  for (const route of calls) {
    const requests = badRequestsFor(route, perCall);
    await inParallel(requests.length, 8, async (index) => {
      const { path, body, type } = requests[index];
      const status = await raw(tally, baseUrl, route.method, path, {
        headers: { cookie: client.cookie, ...(type ? { 'content-type': type } : {}) },
        body,
      });
      if (status >= 500 || status === 0)
        worst.set(`${route.method} ${route.path}`, status || 'cut');
    });
  }
  // A file one byte over its call's limit: 413 from the gateway, never a reset or a 502.
  const uploads = calls.filter((route) => route.bodyLimitBytes !== undefined);
  for (const route of uploads) {
    const status = await raw(tally, baseUrl, route.method, withSampleIds(route.path), {
      headers: { cookie: client.cookie, 'content-type': 'text/csv' },
      body: Buffer.alloc(route.bodyLimitBytes + 1, 'a'),
    });
    if (status !== 413) {
      tally.breaches += 1;
      worst.set(`oversized ${route.method} ${route.path}`, status || 'cut');
    }
  }
  tally.notes.push(
    `${calls.length} calls, ≥${perCall} inputs each, ${uploads.length} uploads oversized${worst.size ? `; 5xx on ${[...worst].map(([call, status]) => `${call} (${status})`).join(', ')}` : ''}`,
  );
}
