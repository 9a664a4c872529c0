import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Truck folders and documents become folders and documents of an owner (a truck or an order), so
 * both dialogs share one table pair; the archive's nested folders and materials are added. Item
 * photos need no table of their own: they are stored files in the photos bucket.
 */
export class OwnerFilesAndArchive1763856500000 implements MigrationInterface {
  name = 'OwnerFilesAndArchive1763856500000';

  async up(runner: QueryRunner): Promise<void> {
    for (const [from, to] of [
      ['truck_folders', 'owner_folders'],
      ['truck_documents', 'owner_documents'],
    ] as const) {
      await runner.query(`ALTER TABLE files.${from} RENAME TO ${to}`);
      await runner.query(`ALTER TABLE files.${to} RENAME COLUMN truck_id TO owner_id`);
      await runner.query(
        `ALTER TABLE files.${to} ADD COLUMN owner_kind text NOT NULL DEFAULT 'truck' CHECK (owner_kind IN ('truck', 'order'))`,
      );
      await runner.query(`ALTER TABLE files.${to} ALTER COLUMN owner_kind DROP DEFAULT`);
      await runner.query(`DROP INDEX files.${from}_truck`);
      await runner.query(`CREATE INDEX ${to}_owner ON files.${to} (owner_kind, owner_id)`);
    }
    await runner.query(`
      CREATE TABLE files.archive_folders (
        id serial PRIMARY KEY,
        name text NOT NULL,
        path text,
        parent_id integer REFERENCES files.archive_folders (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX archive_folders_parent ON files.archive_folders (parent_id)`);
    await runner.query(`
      CREATE TABLE files.archive_materials (
        id serial PRIMARY KEY,
        folder_id integer REFERENCES files.archive_folders (id) ON DELETE CASCADE,
        stored_file_id integer NOT NULL UNIQUE REFERENCES files.stored_files (id),
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('photo', 'document')),
        description text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX archive_materials_folder ON files.archive_materials (folder_id)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE files.archive_materials`);
    await runner.query(`DROP TABLE files.archive_folders`);
    for (const [from, to] of [
      ['owner_documents', 'truck_documents'],
      ['owner_folders', 'truck_folders'],
    ] as const) {
      await runner.query(`DELETE FROM files.${from} WHERE owner_kind <> 'truck'`);
      await runner.query(`DROP INDEX files.${from}_owner`);
      await runner.query(`ALTER TABLE files.${from} DROP COLUMN owner_kind`);
      await runner.query(`ALTER TABLE files.${from} RENAME COLUMN owner_id TO truck_id`);
      await runner.query(`ALTER TABLE files.${from} RENAME TO ${to}`);
      await runner.query(`CREATE INDEX ${to}_truck ON files.${to} (truck_id)`);
    }
  }
}
