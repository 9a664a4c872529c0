import { Controller, Module, Param, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { baseServiceConfig, loadConfig } from '../config/load-config.js';
import { createServiceApp } from './bootstrap-service.js';

const TOKEN = 'test-internal-token-16';
const TABLE = `deadlock_probe_${process.pid}`;
const pool = new pg.Pool({
  connectionString: 'postgres://postgres@127.0.0.1:5432/postgres',
  max: 4,
});
let runs = 0;
let firstLocksHeld = 0;

/** Both calls lock their first row, wait until the other has too, then ask for the other's row. */
@Controller('lock')
class CrossLockController {
  @Post(':first/:second')
  async lockBoth(@Param('first') first: string, @Param('second') second: string) {
    runs += 1;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT 1 FROM ${TABLE} WHERE id = $1 FOR UPDATE`, [Number(first)]);
      firstLocksHeld += 1;
      while (firstLocksHeld < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      await client.query(`SELECT 1 FROM ${TABLE} WHERE id = $1 FOR UPDATE`, [Number(second)]);
      await client.query('COMMIT');
      return { locked: [first, second] };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
}

@Module({ controllers: [CrossLockController] })
class CrossLockModule {}

describe('a write rolled back to break a deadlock runs again', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    await pool.query(`CREATE TABLE ${TABLE} (id integer PRIMARY KEY)`);
    await pool.query(`INSERT INTO ${TABLE} VALUES (1), (2)`);
    const config = loadConfig(baseServiceConfig, { LOG_LEVEL: 'silent', INTERNAL_TOKEN: TOKEN });
    app = await createServiceApp(CrossLockModule, { name: 'probe', config });
  });
  afterAll(async () => {
    await app.close();
    await pool.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await pool.end();
  });

  it('answers both of two calls that deadlock, the one PostgreSQL rolled back after a second run', async () => {
    const call = (path: string) =>
      app.inject({ method: 'POST', url: path, headers: { 'x-internal-token': TOKEN } });
    const answers = await Promise.all([call('/lock/1/2'), call('/lock/2/1')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(runs).toBe(3);
  });
});
