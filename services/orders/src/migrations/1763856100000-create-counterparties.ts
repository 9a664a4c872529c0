import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCounterparties1763856100000 implements MigrationInterface {
  name = 'CreateCounterparties1763856100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.counterparties (
        id serial PRIMARY KEY,
        name text NOT NULL,
        company text,
        email text,
        phone text,
        address text,
        tax_id text,
        type text NOT NULL DEFAULT 'client' CHECK (type IN ('client', 'supplier', 'both')),
        credit_limit numeric(14,2) NOT NULL DEFAULT 0,
        current_debt numeric(14,2) NOT NULL DEFAULT 0,
        comments text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX counterparties_name ON orders.counterparties (lower(name))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.counterparties`);
  }
}
