import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API tokens (issue 35 §1): the SHA-256 of each token, never the token; a revoked one keeps its row
 * (revoked_at) so the Redis cache rebuilt at start drops it too.
 */
export class ApiTokens1797000000000 implements MigrationInterface {
  name = 'ApiTokens1797000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.api_tokens (
        id serial PRIMARY KEY,
        name text NOT NULL,
        prefix text NOT NULL UNIQUE,
        token_digest text NOT NULL UNIQUE,
        role text NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        revoked_at timestamptz
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE identity.api_tokens`);
  }
}
