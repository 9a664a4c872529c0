// `npm test`: type checks, lint, every workspace's unit and integration tests, the short forms of the
// fault suite and the model-based run, a smoke journey on the embedded PostgreSQL, then the end-to-end suite against a stack
// started on other ports with its own database.
// Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  log,
  removeScratchStack,
  scratchStackSettings,
  startScratchStack,
} from './stack.mjs';

const results = [];

/**
 * Runs one check as a child process. Asynchronous on purpose: the embedded S3 server of the
 * end-to-end stack lives in this process and must keep answering while the suite runs.
 */
async function step(name, command, args, env = process.env) {
  log(`── ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code));
  });
  results.push({ name, passed: status === 0, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

async function endToEnd() {
  const adminPassword = randomBytes(18).toString('base64url');
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  // The suite plays Telegram: its Bot API stand-in listens here (e2e/tests/portal-telegram.spec.ts).
  const telegramApiPort = 17750 + offset;
  const telegramWebhookSecret = randomBytes(18).toString('base64url');
  const settings = scratchStackSettings('e2e', {
    // E2E_PORT_OFFSET lets two checkouts run their suites side by side.
    offset,
    // Order updates grouped over 2 s instead of a minute, so the suite need not wait.
    DIGEST_WINDOW_MS: '2000',
    STAFF_NOTIFY_EMAILS: 'staff@silkway.test',
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: adminPassword,
    ADMIN_FULL_NAME: 'E2E Администратор',
    TELEGRAM_BOT_USERNAME: 'SilkwayE2eBot',
    TELEGRAM_WEBHOOK_SECRET: telegramWebhookSecret,
    TELEGRAM_BOT_TOKEN: 'e2e-bot-token',
    TELEGRAM_API_URL: `http://127.0.0.1:${telegramApiPort}`,
  });
  const started = Date.now();
  let stack;
  try {
    stack = await startScratchStack(settings);
  } catch (error) {
    console.error(`\x1b[31m${error.message}\x1b[0m`);
    results.push({
      name: 'e2e (stack start)',
      passed: false,
      seconds: (Date.now() - started) / 1000,
    });
    await removeScratchStack(settings);
    return;
  }
  try {
    await step('e2e', 'npm', ['run', 'test', '-w', 'e2e', '--', ...playwrightArguments], {
      ...process.env,
      E2E_BASE_URL: stack.url,
      E2E_ADMIN_USERNAME: 'e2e-admin',
      E2E_ADMIN_PASSWORD: adminPassword,
      E2E_DATABASE_URL: settings.databaseUrl,
      E2E_MAIL_DIRECTORY: settings.mailDirectory,
      E2E_TELEGRAM_API_PORT: String(telegramApiPort),
      E2E_TELEGRAM_WEBHOOK_SECRET: telegramWebhookSecret,
    });
  } finally {
    await stack.stop();
    await removeScratchStack(settings);
  }
}

const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces.filter(
  (workspace) => workspace !== 'e2e',
);

// `npm test -- --e2e-only [playwright arguments]` runs only the end-to-end suite (or some of its files).
const e2eOnly = process.argv.includes('--e2e-only');
const playwrightArguments = process.argv.slice(2).filter((argument) => argument !== '--e2e-only');

if (!e2eOnly) {
  await step('typecheck', 'npm', ['run', 'typecheck']);
  await step('lint', 'npm', ['run', 'lint']);
  // The scripts' tests read the built configuration schemas and the service kit's S3 server.
  await step('build what is missing', process.execPath, [
    '--input-type=module',
    '-e',
    "import('./scripts/stack.mjs').then((stack) => stack.buildWhatIsMissing())",
  ]);
  // The files listed, not a glob: Node 20's --test does not expand one.
  const scriptTests = readdirSync(join(ROOT, 'scripts'))
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => join('scripts', file));
  await step('tests of scripts', process.execPath, ['--test', ...scriptTests]);
  // The OpenAPI document generated from the API catalogue, against Redocly's recommended rules.
  await step('OpenAPI lint', process.execPath, ['scripts/openapi-lint.mjs']);
  for (const workspace of workspaces) {
    const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
    if (manifest.scripts?.test)
      await step(`tests of ${workspace}`, 'npm', ['run', 'test', '-w', workspace]);
  }
  // The product under kill -9, outages and attacks on its own PostgreSQL and Redis (faults/README.md).
  await step('faults (short form)', process.execPath, ['faults/run.mjs', '--short']);
  // Random sequences of calls, some at once, against the seams between services (model/README.md).
  await step('model (short form)', process.execPath, ['model/run.mjs', '--short']);
  // `npm start` on a machine without PostgreSQL: the embedded one (scripts/embedded-smoke.mjs).
  await step('smoke on the embedded PostgreSQL', process.execPath, ['scripts/embedded-smoke.mjs']);
}
await endToEnd();

const passed = results.filter((result) => result.passed);
const failed = results.filter((result) => !result.passed);
console.log('');
for (const result of results)
  console.log(
    `${result.passed ? '\x1b[32m✓' : '\x1b[31m✗'}\x1b[0m ${result.name} (${result.seconds.toFixed(1)} s)`,
  );
if (failed.length) console.log(`\nfailed: ${failed.map((result) => result.name).join(', ')}`);
// A plain closing line that CI reads: the steps above, each a whole suite.
console.log(`\nsteps: ${passed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
