// `npm run restore -- <file> [--force]`: the backup into the database and object store the settings
// (.env) name, when both are empty (--force replaces what they hold); see docs/operations.md "Restores".
import { parseArgs } from 'node:util';
import { runBackupScript, storesFromSettings } from './backup/backup-parts.mjs';
import { RestoreRefused, restoreBackup } from './backup/restore-backup.mjs';
import { log } from './stack.mjs';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}

await runBackupScript(
  async () => {
    const stores = await storesFromSettings();
    const restored = await restoreBackup(positionals[0], { ...stores, force: values.force });
    log(
      `restored the backup of ${restored.createdAt}: ${restored.tables} tables (${restored.rows} rows) ` +
        `into ${new URL(stores.databaseUrl).pathname.slice(1)}, ${restored.objects} objects ` +
        `(${restored.bytes} bytes) in ${restored.buckets} buckets into ${restored.objectStore}`,
    );
  },
  (error) =>
    error instanceof RestoreRefused ? 'restore refused, nothing written' : 'restore failed',
);
