import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateStoredFilesAndTruckFiles1763856400000 implements MigrationInterface {
  name = 'CreateStoredFilesAndTruckFiles1763856400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE files.stored_files (
        id serial PRIMARY KEY,
        bucket text NOT NULL,
        object_key text NOT NULL,
        file_name text NOT NULL,
        mime_type text NOT NULL,
        size bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (bucket, object_key)
      )`);
    await runner.query(`
      CREATE TABLE files.truck_folders (
        id serial PRIMARY KEY,
        truck_id integer NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX truck_folders_truck ON files.truck_folders (truck_id)`);
    await runner.query(`
      CREATE TABLE files.truck_documents (
        id serial PRIMARY KEY,
        truck_id integer NOT NULL,
        folder_id integer REFERENCES files.truck_folders (id) ON DELETE CASCADE,
        stored_file_id integer NOT NULL UNIQUE REFERENCES files.stored_files (id),
        name text NOT NULL,
        type text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX truck_documents_truck ON files.truck_documents (truck_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE files.truck_documents`);
    await runner.query(`DROP TABLE files.truck_folders`);
    await runner.query(`DROP TABLE files.stored_files`);
  }
}
