import {
  constraintsWithoutRefusalText,
  createTestDatabase,
  type TestDatabase,
} from '@silkway/service-kit/testing';
import pg from 'pg';
import { migrateIdentitySchema } from '../src/identity/identity-database.js';

describe('identity (the gateway’s schema): every constraint', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('silkway_test_identity');
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      await migrateIdentitySchema(pool);
    } finally {
      await pool.end();
    }
  });
  afterAll(() => database?.drop());

  it('has its refusal text in all four languages', async () => {
    expect(await constraintsWithoutRefusalText(database.url, 'identity')).toEqual([]);
  });
});
