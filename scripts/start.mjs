// `npm start`: everything needed to use the product on this machine, then the URL.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildWhatIsMissing, checkInfrastructure, ensureDatabase, log, stackSettings, startStack } from './stack.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));

const settings = stackSettings();
let stack;
let stopping = false;

async function shutdown(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping…`);
  await stack?.stop();
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await checkInfrastructure(settings);
  if (await ensureDatabase(settings.databaseUrl)) log(`created database ${new URL(settings.databaseUrl).pathname.slice(1)}`);
  buildWhatIsMissing();
  stack = await startStack(settings);
  log(`ready: \x1b[1m${stack.url}\x1b[0m  (back office: ${stack.url}/admin; Ctrl-C stops everything)`);
  for (const { name, process: child } of stack.children) {
    child.once('exit', (code) => {
      if (stopping) return;
      log(`${name} stopped unexpectedly (exit code ${code}); stopping the rest.`);
      void shutdown('exit', 1);
    });
  }
} catch (error) {
  console.error(`\n\x1b[31m${error.message}\x1b[0m`);
  await stack?.stop();
  process.exit(1);
}
