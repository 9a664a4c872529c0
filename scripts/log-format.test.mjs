import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readableLog } from './log-format.mjs';

const time = '2026-11-26T12:30:05.123Z';
const line = (fields) => JSON.stringify({ level: 30, time, ...fields });
const incoming = (reqId, method, url) =>
  line({ reqId, req: { method, url }, msg: 'incoming request' });
const completed = (reqId, statusCode, fields = {}) =>
  line({ reqId, res: { statusCode }, responseTime: 12.4, msg: 'request completed', ...fields });

test("the gateway's request is one line: method, path, status, time", () => {
  const format = readableLog('gateway');
  assert.equal(format(incoming('r1', 'GET', '/api/blog')), undefined);
  assert.equal(format(completed('r1', 200)), '12:30:05 GET /api/blog 200 12 ms');
});

test("a service's copy of a request is left out unless it failed", () => {
  const format = readableLog('orders');
  assert.equal(format(incoming('r2', 'GET', '/api/admin/orders')), undefined);
  assert.equal(format(completed('r2', 200)), undefined);
  format(incoming('r3', 'POST', '/api/admin/orders'));
  assert.equal(format(completed('r3', 500)), '12:30:05 POST /api/admin/orders 500 12 ms');
});

test('health checks and Nest start-up lines are left out (its errors are not)', () => {
  const format = readableLog('gateway');
  format(incoming('h1', 'GET', '/api/health'));
  assert.equal(format(completed('h1', 200)), undefined);
  format(incoming('h2', 'GET', '/api/health'));
  assert.equal(format(completed('h2', 503)), undefined);
  format(incoming('h3', 'GET', '/healthz'));
  assert.equal(format(completed('h3', 200)), undefined);
  assert.equal(
    format(line({ context: 'RouterExplorer', msg: 'Mapped {/x, GET} route' })),
    undefined,
  );
  assert.equal(
    format(line({ level: 50, context: 'NestFactory', msg: 'failed' })),
    '12:30:05 ERROR failed',
  );
});

test('other messages: time and text, warnings and errors named with their cause', () => {
  const format = readableLog('orders');
  assert.equal(format(line({ msg: 'orders listening' })), '12:30:05 orders listening');
  assert.equal(
    format(line({ level: 50, msg: 'relay failed', err: { message: 'connection refused' } })),
    '12:30:05 ERROR relay failed: connection refused',
  );
});

test('a line that is not JSON passes as it is', () => {
  assert.equal(readableLog('gateway')('plain text'), 'plain text');
});
