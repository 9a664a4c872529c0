import { addRecordVersions, dropRecordVersions } from '@silkway/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Versions of the records the back office edits, so a stale save is refused (docs/product-decisions.md "No silent overwrite"). */
const VERSIONED_TABLES = ['warehouses', 'inventory_items', 'trucks'];

export class RecordVersions1796500000000 implements MigrationInterface {
  name = 'RecordVersions1796500000000';

  up(runner: QueryRunner): Promise<void> {
    return addRecordVersions(runner, 'inventory', VERSIONED_TABLES);
  }

  down(runner: QueryRunner): Promise<void> {
    return dropRecordVersions(runner, 'inventory', VERSIONED_TABLES);
  }
}
