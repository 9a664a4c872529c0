// `npm run restore -- <file> [--force]`: the backup into the database and object store the settings
// (.env) name, when both are empty (--force replaces what they hold); see docs/operations.md "Restores".
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { storesFromSettings } from './backup/backup-parts.mjs';
import { RestoreRefused, restoreBackup } from './backup/restore-backup.mjs';
import { ROOT, log } from './stack.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}

try {
  const stores = await storesFromSettings();
  const restored = await restoreBackup(positionals[0], { ...stores, force: values.force });
  log(
    `restored the backup of ${restored.createdAt}: ${restored.tables} tables (${restored.rows} rows) ` +
      `into ${new URL(stores.databaseUrl).pathname.slice(1)}, ${restored.objects} objects ` +
      `(${restored.bytes} bytes) in ${restored.buckets} buckets into ${restored.objectStore}`,
  );
} catch (error) {
  console.error(
    error instanceof RestoreRefused
      ? `\x1b[31mrestore refused, nothing written: ${error.message}\x1b[0m`
      : `\x1b[31mrestore failed: ${error.message}\x1b[0m`,
  );
  process.exit(1);
}
