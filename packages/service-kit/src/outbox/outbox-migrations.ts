import { AddOutboxDelivery1764000000000 } from './add-outbox-delivery.migration.js';
import { AddOutboxJob1795564800000 } from './add-outbox-job.migration.js';
import { CreateOutboxTables1763856000000 } from './create-outbox-tables.migration.js';

/** The outbox's tables as they grew, run before each service's own migrations. */
export const OUTBOX_MIGRATIONS = [
  CreateOutboxTables1763856000000,
  AddOutboxDelivery1764000000000,
  AddOutboxJob1795564800000,
];
