// `npm run backup [-- --keep <n>]`: one file, backups/silkway-<UTC time>.tar.gz, holding the database
// and the stored files of the stores the settings (.env) name; see docs/operations.md "Backups".
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { storesFromSettings } from './backup/backup-parts.mjs';
import { takeBackup } from './backup/take-backup.mjs';
import { ROOT, log, scriptSetting } from './stack.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
const { values } = parseArgs({ options: { keep: { type: 'string' } } });
const keep = Number(values.keep ?? (scriptSetting(process.env, 'BACKUP_KEEP') || 0));

try {
  const stores = await storesFromSettings();
  const { file, manifest, objectStore, pruned } = await takeBackup({
    ...stores,
    directory: resolve(ROOT, scriptSetting(process.env, 'BACKUP_DIRECTORY')),
    keep: keep > 0 ? keep : undefined,
  });
  const tables = Object.values(manifest.database.tables);
  log(
    `backup written: ${file} — ${tables.length} tables (${tables.reduce((a, b) => a + b, 0)} rows), ` +
      `${manifest.objects.length} objects from ${objectStore}`,
  );
  if (pruned.length > 0)
    log(`deleted the ${pruned.length} oldest beyond the last ${keep}: ${pruned.join(', ')}`);
} catch (error) {
  console.error(`\x1b[31mbackup failed: ${error.message}\x1b[0m`);
  process.exit(1);
}
