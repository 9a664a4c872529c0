// `npm run backup [-- --keep <n>]`: one file, backups/silkway-<UTC time>.tar.gz, holding the database
// and the stored files of the stores the settings (.env) name; see docs/operations.md "Backups".
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBackupScript, storesFromSettings } from './backup/backup-parts.mjs';
import { takeBackup } from './backup/take-backup.mjs';
import { ROOT, log, scriptSetting } from './stack.mjs';

await runBackupScript(
  async () => {
    const { values } = parseArgs({ options: { keep: { type: 'string' } } });
    const keep = Number(values.keep ?? (scriptSetting(process.env, 'BACKUP_KEEP') || 0));
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
  },
  () => 'backup failed',
);
