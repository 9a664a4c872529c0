// `npm start`: everything needed to use the product on this machine, then the URL.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  buildWhatIsMissing,
  checkInfrastructure,
  ensureDatabase,
  log,
  provideDatabase,
  stackSettings,
  startStack,
} from './stack.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));

let settings = stackSettings();
let database;
let stack;
let stopping = false;
// A signal that comes while the stack starts stops what was started (then the catch below exits).
const starting = new AbortController();

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping…`);
  if (!stack) return starting.abort(new Error(`${signal} during start`));
  await stack.stop();
  await database.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  database = await provideDatabase(settings);
  settings = database.settings;
  await checkInfrastructure(settings);
  if (await ensureDatabase(settings.databaseUrl))
    log(`created database ${new URL(settings.databaseUrl).pathname.slice(1)}`);
  buildWhatIsMissing();
  // A crashed service is started again (with backoff) while the rest keeps running.
  stack = await startStack(settings, { restartCrashed: true, signal: starting.signal });
  log(
    `ready: \x1b[1m${stack.url}\x1b[0m  (back office: ${stack.url}/admin; Ctrl-C stops everything)`,
  );
} catch (error) {
  await database?.stop();
  if (starting.signal.aborted) process.exit(0);
  console.error(`\n\x1b[31m${error.message}\x1b[0m`);
  process.exit(1);
}
