// `npm start`: everything needed to use the product on this machine, then the URL.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  buildWhatIsMissing,
  checkInfrastructure,
  ensureDatabase,
  log,
  stackSettings,
  startStack,
} from './stack.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));

const settings = stackSettings();
let stack;
let stopping = false;

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping…`);
  await stack?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await checkInfrastructure(settings);
  if (await ensureDatabase(settings.databaseUrl))
    log(`created database ${new URL(settings.databaseUrl).pathname.slice(1)}`);
  buildWhatIsMissing();
  // A crashed service is started again (with backoff) while the rest keeps running.
  stack = await startStack(settings, { restartCrashed: true });
  log(
    `ready: \x1b[1m${stack.url}\x1b[0m  (back office: ${stack.url}/admin; Ctrl-C stops everything)`,
  );
} catch (error) {
  console.error(`\n\x1b[31m${error.message}\x1b[0m`);
  await stack?.stop();
  process.exit(1);
}
