import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { api } from '@silkway/contracts';
import { INTERNAL_TOKEN_HEADER } from '@silkway/service-kit/internal-calls';
import { createServiceApp, loadConfig } from '@silkway/service-kit';
import { createTestDatabase, type TestDatabase } from '@silkway/service-kit/testing';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { identityConfig } from '../src/config.js';
import { identityService } from '../src/service.js';
import { hashPassword } from '../src/staff-users/password-hashing.js';
import { SecretBox } from '../src/two-factor/secret-box.js';
import { recoveryCodeHash } from '../src/two-factor/totp.js';
import {
  CLIENT,
  CLIENT_ID,
  startStandInOrders,
  type StandInOrders,
} from './testing/stand-in-orders.js';

const TOTP_ENCRYPTION_KEY = 'migration-test-totp-key';
const PASSWORD = 'the password of before';
const RECOVERY_CODE = 'ABCDEFGHJK';

/** The identity schema as the gateway's hand-written runner left it (releases 001 to 003). */
/** Identity's settings on the database left by the version before, with its own queue and keys. */
const configOn = (database: TestDatabase, settings: Record<string, string>) =>
  loadConfig(identityConfig, {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: `silkway-test-${randomBytes(4).toString('hex')}`,
    REDIS_KEY_PREFIX: `silkway-test:${randomBytes(6).toString('hex')}:`,
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '600000',
    INTERNAL_TOKEN: 'migration-test-internal-token',
    ...settings,
  });

const GATEWAY_SCHEMA = `
  CREATE TABLE identity.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
  INSERT INTO identity.migrations (name)
    VALUES ('001-admin-users'), ('002-staff-roles-and-two-factor'), ('003-audit-outbox');
  CREATE TABLE identity.admin_users (
    id serial PRIMARY KEY, username text NOT NULL UNIQUE, password_hash text NOT NULL,
    full_name text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now());
  ALTER TABLE identity.admin_users
    ADD COLUMN email text,
    ADD COLUMN role text NOT NULL DEFAULT 'owner'
      CHECK (role IN ('owner', 'manager', 'warehouse', 'accountant', 'viewer')),
    ADD COLUMN disabled boolean NOT NULL DEFAULT false,
    ADD COLUMN last_sign_in_at timestamptz,
    ADD COLUMN totp_secret text,
    ADD COLUMN totp_pending_secret text,
    ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
  ALTER TABLE identity.admin_users ALTER COLUMN role DROP DEFAULT;
  CREATE TABLE identity.recovery_codes (
    user_id integer NOT NULL REFERENCES identity.admin_users (id) ON DELETE CASCADE,
    code_hash text NOT NULL, used_at timestamptz, PRIMARY KEY (user_id, code_hash));
  CREATE TABLE identity.audit_outbox (id uuid PRIMARY KEY, at timestamptz NOT NULL, entry jsonb NOT NULL);
`;

describe('identity takes over the schema the gateway kept, in place', () => {
  let database: TestDatabase;
  let old: DataSource;
  const secret = new Secret({ size: 20 }).base32;
  const waitingEntryId = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase('silkway_test_identity_adopt');
    old = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await old.query('CREATE SCHEMA identity');
    await old.query(GATEWAY_SCHEMA);
    await old.query(
      `INSERT INTO identity.admin_users
         (username, password_hash, full_name, email, role, disabled, totp_secret, totp_last_step)
       VALUES ('olga', $1, 'Ольга', 'olga@example.com', 'owner', false, $2, 7),
              ('former', $1, 'Бывший', NULL, 'viewer', true, NULL, 0)`,
      [await hashPassword(PASSWORD), new SecretBox(TOTP_ENCRYPTION_KEY).seal(secret)],
    );
    await old.query(
      `INSERT INTO identity.recovery_codes (user_id, code_hash)
       SELECT id, $1 FROM identity.admin_users WHERE username = 'olga'`,
      [recoveryCodeHash(RECOVERY_CODE)],
    );
    await old.query(`INSERT INTO identity.audit_outbox (id, at, entry) VALUES ($1, now(), $2)`, [
      waitingEntryId,
      { username: 'olga', action: 'sign-in', entity: 'user', entityId: 'olga', summary: 'olga' },
    ]);
  });
  afterAll(async () => {
    await old.destroy();
    await database.drop();
  });

  const usersNow = () =>
    old.query(
      `SELECT id, username, password_hash, full_name, email, role, disabled, totp_secret, totp_last_step
         FROM identity.admin_users ORDER BY id`,
    );

  it('keeps every account, hash, second factor and recovery code; sends the waiting entries on; signs in as before', async () => {
    const before = await usersNow();
    const codesBefore = await old.query('SELECT * FROM identity.recovery_codes');
    const config = configOn(database, { TOTP_ENCRYPTION_KEY });
    // Started twice: the second start finds nothing left to do.
    for (let start = 0; start < 2; start += 1) {
      const app = await createServiceApp(identityService.module(config), {
        name: 'identity',
        config,
      });
      try {
        const signIn = (body: Record<string, string>) =>
          app.inject({
            method: 'POST',
            url: api.auth.login.path,
            headers: { [INTERNAL_TOKEN_HEADER]: config.INTERNAL_TOKEN },
            payload: { username: 'olga', password: PASSWORD, ...body },
          });
        if (start === 0) {
          const withoutCode = await signIn({});
          expect(withoutCode.statusCode).toBe(401);
          expect(withoutCode.json()).toMatchObject({ otpRequired: true });
          const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
          const signedIn = await signIn({ otp: code });
          expect(signedIn.statusCode).toBe(200);
          expect(signedIn.json()).toMatchObject({
            user: { username: 'olga', role: 'owner', twoFactor: true },
          });
        } else {
          expect((await signIn({ otp: RECOVERY_CODE })).statusCode).toBe(200);
        }
      } finally {
        await app.close();
      }
    }
    const after = await usersNow();
    const withoutStep = (rows: { totp_last_step: string }[]) =>
      rows.map(({ totp_last_step: _spent, ...row }) => row);
    expect(withoutStep(after)).toEqual(withoutStep(before));
    // The code signed in: its step is spent, later than the one kept.
    expect(Number(after[0].totp_last_step)).toBeGreaterThan(7);
    expect(await old.query('SELECT user_id, code_hash FROM identity.recovery_codes')).toEqual(
      codesBefore.map((code: { user_id: number; code_hash: string }) => ({
        user_id: code.user_id,
        code_hash: code.code_hash,
      })),
    );
    expect(
      await old.query(
        `SELECT type, payload->>'action' AS action FROM identity.outbox WHERE id = $1`,
        [waitingEntryId],
      ),
    ).toEqual([{ type: 'audit.recorded', action: 'sign-in' }]);
    expect(
      await old.query(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'identity' AND table_name IN ('audit_outbox', 'hand_written_migrations')`,
      ),
    ).toEqual([]);
    // A role outside the five is refused as before.
    await expect(
      old.query(
        "INSERT INTO identity.admin_users (username, password_hash, full_name, role) VALUES ('x', 'x', 'X', 'janitor')",
      ),
    ).rejects.toThrow(/check/);
  });
});

/** Orders' sign-in links as its migration 1795660000000-portal-accounts left them, before identity took them. */
const ORDERS_SCHEMA = `
  CREATE SCHEMA orders;
  CREATE TABLE orders.counterparties (id serial PRIMARY KEY, name text NOT NULL);
  CREATE TABLE orders.portal_sign_in_tokens (
    token_hash text PRIMARY KEY,
    counterparty_id integer NOT NULL REFERENCES orders.counterparties (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now());
`;

describe('identity takes the clients’ sign-in links over from the orders service', () => {
  let database: TestDatabase;
  let old: DataSource;
  let orders: StandInOrders;
  const emailed = randomBytes(32).toString('base64url');
  const used = randomBytes(32).toString('base64url');
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

  beforeAll(async () => {
    orders = await startStandInOrders();
    database = await createTestDatabase('silkway_test_identity_links');
    old = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await old.query(ORDERS_SCHEMA);
    await old.query(`INSERT INTO orders.counterparties (id, name) VALUES ($1, 'Фарход')`, [
      CLIENT_ID,
    ]);
    await old.query(
      `INSERT INTO orders.portal_sign_in_tokens (token_hash, counterparty_id, expires_at, used_at)
       VALUES ($1, $3, now() + interval '10 minutes', NULL),
              ($2, $3, now() + interval '10 minutes', now())`,
      [hashOf(emailed), hashOf(used), CLIENT_ID],
    );
  });
  afterAll(async () => {
    await old.destroy();
    await database.drop();
    await orders.close();
  });

  it('copies every link, so one e-mailed before the upgrade signs in after it, once', async () => {
    const config = configOn(database, { ORDERS_URL: orders.url });
    const app = await createServiceApp(identityService.module(config), {
      name: 'identity',
      config,
    });
    try {
      expect(
        await old.query(
          `SELECT token_hash, counterparty_id, used_at IS NOT NULL AS used
             FROM identity.portal_sign_in_tokens ORDER BY used`,
        ),
      ).toEqual([
        { token_hash: hashOf(emailed), counterparty_id: CLIENT_ID, used: false },
        { token_hash: hashOf(used), counterparty_id: CLIENT_ID, used: true },
      ]);
      const exchange = (token: string) =>
        app.inject({
          method: 'POST',
          url: api.portal.startSession.path,
          headers: { [INTERNAL_TOKEN_HEADER]: config.INTERNAL_TOKEN },
          payload: { token },
        });
      const signedIn = await exchange(emailed);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ client: CLIENT });
      expect((await exchange(emailed)).statusCode).toBe(401);
      expect((await exchange(used)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
