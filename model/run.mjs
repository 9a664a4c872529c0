// `npm run test:model`: random sequences of calls (fast-check commands) against the real product
// through its gateway, some sent two at once; after each, once events settle, the invariants of
// issue 30 must hold (model/README.md). A failure prints its seed, its path and the shrunk sequence.
//
//   node model/run.mjs [--runs N] [--seed S] [--path P --replay-path R] [--max-commands N]
//                      [--settle-ms N] [--shrink-seconds N] [--short]
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import pg from 'pg';
import { WEBHOOK_EVENTS } from '@silkway/contracts';
import { AdminClient } from '../faults/client.mjs';
import {
  log,
  removeScratchStack,
  scratchStackSettings,
  startScratchStack,
} from '../scripts/stack.mjs';
import { sequenceOf } from './commands.mjs';
import { settleAndCheck } from './invariants.mjs';
import { ServerError, World } from './world.mjs';

// The short form `npm test` runs: a fixed seed, so every run tries the same sequences.
const SHORT = { runs: '20', seed: '30', 'shrink-seconds': '60' };

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    seed: { type: 'string' },
    path: { type: 'string' },
    'replay-path': { type: 'string' },
    'max-commands': { type: 'string', default: '40' },
    'settle-ms': { type: 'string', default: '2000' },
    'shrink-seconds': { type: 'string', default: '300' },
    short: { type: 'boolean', default: false },
  },
});
const setting = (name) => Number(options.short ? (SHORT[name] ?? options[name]) : options[name]);
const runs = setting('runs');
const seed = options.short || options.seed !== undefined ? setting('seed') : Date.now() % 2 ** 31;
const maxCommands = setting('max-commands');
const settleMs = setting('settle-ms');
const shrinkMs = setting('shrink-seconds') * 1000;

const root = { username: 'model-admin', password: randomBytes(18).toString('base64url') };
const STAFF_PASSWORD = 'model staff password';
const settings = scratchStackSettings('model', {
  // Beside the end-to-end stack (18080…, E2E_PORT_OFFSET) and the faults suite (17000…).
  offset: Number(process.env.MODEL_PORT_OFFSET ?? 300),
  ADMIN_USERNAME: root.username,
  ADMIN_PASSWORD: root.password,
  ADMIN_FULL_NAME: 'Модельная проверка',
  // The stack's webhook calls a receiver of this process on loopback.
  WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
});
/** Takes every webhook message the stack sends. */
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});

let stack;
let db;
let stopping;
function stopEverything() {
  stopping ??= (async () => {
    await db?.end();
    await stack?.stop();
    receiver.close();
    await removeScratchStack(settings);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void stopEverything().finally(() => process.exit(130)));

let sequences = 0;
/** The run that failed first and the last (the shrunk one fast-check reports), with their logs. */
let firstFailure;
let lastFailure;
let shrinkingUntil;

/**
 * One sequence, acting as a member of staff of its own (so its audit entries and payments are
 * told apart from every other sequence's).
 */
async function runSequence(admin, webhookId, commands) {
  if (shrinkingUntil !== undefined && Date.now() > shrinkingUntil) return true;
  sequences += 1;
  const username = `model-${sequences}-${randomBytes(3).toString('hex')}`;
  await admin.must('POST', '/api/admin/users', {
    username,
    fullName: `Модель ${sequences}`,
    email: `${username}@model.test`,
    role: 'owner',
    password: STAFF_PASSWORD,
  });
  const world = await World.signedIn(stack.url, { username, password: STAFF_PASSWORD }, webhookId);
  try {
    await fc.asyncModelRun(() => ({ model: world, real: world }), commands);
    await settleAndCheck(db, world, settleMs);
    return true;
  } catch (error) {
    lastFailure = { world, error };
    firstFailure ??= lastFailure;
    shrinkingUntil ??= Date.now() + shrinkMs;
    return false;
  }
}

/** The calls of a failed sequence as they were answered, then what failed. */
function describe({ world, error }) {
  return [
    ...world.log.map((line, at) => `  ${String(at + 1).padStart(2)}. ${line}`),
    error instanceof ServerError
      ? '  failed: a 5xx was answered (the last call above)'
      : `  failed: ${error.message}`,
  ].join('\n');
}

const started = Date.now();
let failed = true;
try {
  stack = await startScratchStack(settings);
  db = new pg.Pool({ connectionString: settings.databaseUrl, max: 4 });
  const admin = new AdminClient(stack.url, root);
  await admin.signIn();
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhook = await admin.must('POST', '/api/admin/webhooks', {
    url: `http://127.0.0.1:${receiver.address().port}/model`,
    events: WEBHOOK_EVENTS,
    description: 'model: every change',
  });
  log(`model: ${runs} sequences of up to ${maxCommands} calls, seed ${seed}`);
  const details = await fc.check(
    fc.asyncProperty(sequenceOf({ maxCommands, replayPath: options['replay-path'] }), (commands) =>
      runSequence(admin, webhook.id, commands),
    ),
    { numRuns: runs, seed, path: options.path },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!details.failed) {
    failed = false;
    log(`model: ${details.numRuns} sequences passed (seed ${seed}, ${seconds} s)`);
  } else if (!lastFailure) {
    // Not a failed sequence: the harness itself (a call that must succeed) broke.
    console.error(details.errorInstance);
  } else {
    const replayPath = /replayPath="([^"]+)"/.exec(String(details.counterexample?.[0]))?.[1];
    console.error(
      `\nmodel: sequence ${details.numRuns} failed (seed ${seed}, path ${details.counterexamplePath}); ` +
        `shrunk ${details.numShrinks} times${shrinkingUntil < Date.now() ? ` (stopped after ${shrinkMs / 1000} s)` : ''} to:\n` +
        `${describe(lastFailure)}\n`,
    );
    if (firstFailure !== lastFailure)
      console.error(`as first seen, before shrinking:\n${describe(firstFailure)}\n`);
    console.error(
      `replay: npm run test:model -- --seed ${seed} --path ${details.counterexamplePath}` +
        (replayPath ? ` --replay-path ${replayPath}` : '') +
        ` (${sequences} sequences run, ${seconds} s)`,
    );
  }
} catch (error) {
  console.error(`\x1b[31m${error.message}\x1b[0m`);
} finally {
  await stopEverything();
}
process.exit(failed ? 1 : 0);
