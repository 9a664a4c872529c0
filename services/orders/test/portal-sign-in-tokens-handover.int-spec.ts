import { createHash, randomBytes } from 'node:crypto';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { DropPortalSignInTokens1797100000100 } from '../src/migrations/1797100000100-drop-portal-sign-in-tokens.js';
import { ordersService } from '../src/service.js';

jest.setTimeout(60_000);

/** identity.portal_sign_in_tokens as identity's migration 1797100000000 makes it. */
const IDENTITY_TABLE = `
  CREATE SCHEMA IF NOT EXISTS identity;
  CREATE TABLE identity.portal_sign_in_tokens (
    token_hash text PRIMARY KEY, counterparty_id integer NOT NULL,
    expires_at timestamptz NOT NULL, used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now());
`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The orders service's half of the move of sign-in links to identity (docs/portal-accounts.md
 * "Sign-in links"): its table, as it was before, meets identity's in each order the services may
 * migrate in.
 */
describe('orders service: sign-in links handed over to identity', () => {
  let service: TestService<OrdersConfig>;
  let client: number;
  const migrate = async (migration: DropPortalSignInTokens1797100000100) => {
    const runner = service.app.get(DataSource).createQueryRunner();
    try {
      await migration.up(runner);
    } finally {
      await runner.release();
    }
  };
  /** The table as this service kept it, holding `tokens` (SHA-256 only). */
  const ordersTableWith = async (tokens: Array<{ token: string; used: boolean }>) => {
    await service.query('DROP TABLE IF EXISTS identity.portal_sign_in_tokens');
    await service.query('DROP TABLE IF EXISTS orders.portal_sign_in_tokens');
    const runner = service.app.get(DataSource).createQueryRunner();
    try {
      await new DropPortalSignInTokens1797100000100().down(runner);
    } finally {
      await runner.release();
    }
    for (const { token, used } of tokens)
      await service.query(
        `INSERT INTO orders.portal_sign_in_tokens (token_hash, counterparty_id, expires_at, used_at)
         VALUES ($1, $2, now() + interval '10 minutes', CASE WHEN $3 THEN now() END)`,
        [hashOf(token), client, used],
      );
  };
  const ordersTableExists = async () =>
    (
      await service.query<{ found: boolean }>(
        `SELECT to_regclass('orders.portal_sign_in_tokens') IS NOT NULL AS found`,
      )
    )[0]!.found;
  const identityRows = () =>
    service.query<{ token_hash: string; used: boolean }>(
      `SELECT token_hash, used_at IS NOT NULL AS used FROM identity.portal_sign_in_tokens ORDER BY token_hash`,
    );

  beforeAll(async () => {
    service = await startTestService(ordersService);
    client = (
      await service.call('POST', '/api/admin/counterparties', {
        body: { name: 'Фарход', email: 'f@pamir.tj' },
      })
    ).body.id;
  });
  afterAll(() => service?.close());

  it('after identity copied the rows: copies those issued or used since, then drops its table', async () => {
    const [copiedBefore, issuedSince] = [newToken(), newToken()];
    await ordersTableWith([
      { token: copiedBefore, used: false },
      { token: issuedSince, used: false },
    ]);
    // identity's migration copied the first link; this service's previous release then used it.
    await service.query(IDENTITY_TABLE);
    await service.query(
      `INSERT INTO identity.portal_sign_in_tokens (token_hash, counterparty_id, expires_at)
       SELECT token_hash, counterparty_id, expires_at FROM orders.portal_sign_in_tokens WHERE token_hash = $1`,
      [hashOf(copiedBefore)],
    );
    await service.query(
      `UPDATE orders.portal_sign_in_tokens SET used_at = now() WHERE token_hash = $1`,
      [hashOf(copiedBefore)],
    );

    await migrate(new DropPortalSignInTokens1797100000100());

    expect(await ordersTableExists()).toBe(false);
    expect(await identityRows()).toEqual(
      [
        { token_hash: hashOf(copiedBefore), used: true },
        { token_hash: hashOf(issuedSince), used: false },
      ].sort((a, b) => a.token_hash.localeCompare(b.token_hash)),
    );
  });

  it('run first, waits for identity’s table while a link could still sign in', async () => {
    const waiting = newToken();
    await ordersTableWith([{ token: waiting, used: false }]);
    const identityMigratesLater = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() =>
      service.query(IDENTITY_TABLE),
    );

    await migrate(new DropPortalSignInTokens1797100000100(10));
    await identityMigratesLater;

    expect(await ordersTableExists()).toBe(false);
    expect(await identityRows()).toEqual([{ token_hash: hashOf(waiting), used: false }]);
  });

  it('refuses to drop a link that could still sign in when identity never takes it, and drops only used ones at once', async () => {
    const waiting = newToken();
    await ordersTableWith([{ token: waiting, used: false }]);
    await expect(migrate(new DropPortalSignInTokens1797100000100(1))).rejects.toThrow(
      /run identity \(its migrations\) first/,
    );
    expect(await ordersTableExists()).toBe(true);

    await ordersTableWith([{ token: newToken(), used: true }]);
    await migrate(new DropPortalSignInTokens1797100000100(1));
    expect(await ordersTableExists()).toBe(false);
  });
});
