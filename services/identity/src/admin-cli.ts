import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import 'reflect-metadata';
import { ROLES, isRole } from '@silkway/contracts';
import { loadConfig, openServiceDataSource, serviceDataSourceOptions } from '@silkway/service-kit';
import { OUTBOX_MIGRATIONS } from '@silkway/service-kit';
import { identityConfig } from './config.js';
import { IDENTITY_MIGRATIONS } from './migrations/identity-migrations.js';
import { Sessions } from './sessions/sessions.js';
import { StaffAccounts } from './staff/staff-accounts.js';
import { COMMAND_LINE_ACTOR, ensureFirstAdmin } from './staff/first-admin.js';
import { passwordPolicyViolation } from './staff-users/password-hashing.js';
import { AdminUsersRepository } from './staff-users/staff-users.repository.js';

const USAGE = `Administrators of the back office (each change in the audit log, by ${COMMAND_LINE_ACTOR}).

  npm run admin -- create <username> [--full-name "Full Name"] [--role ${ROLES.join('|')}]
  npm run admin -- passwd <username>
  npm run admin -- list
  npm run admin -- ensure-first      (what npm start runs: the configured or a generated first admin)

The password is read from ADMIN_PASSWORD when set, otherwise asked for (not echoed).
Passwords need at least 10 characters. The role is owner unless --role says otherwise.`;

class UsageError extends Error {}

/** Asks for a password without echoing it, twice, unless ADMIN_PASSWORD provides it. */
async function readNewPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY)
    throw new UsageError('No terminal to ask for the password: set ADMIN_PASSWORD.');
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const ask = async (question: string): Promise<string> => {
    process.stdout.write(question);
    muted = true;
    const answer = await prompt.question('');
    muted = false;
    process.stdout.write('\n');
    return answer;
  };
  try {
    const password = await ask('New password: ');
    if ((await ask('Repeat it: ')) !== password) throw new UsageError('The two passwords differ.');
    return password;
  } finally {
    prompt.close();
  }
}

async function validNewPassword(): Promise<string> {
  const password = await readNewPassword();
  const violation = passwordPolicyViolation(password);
  if (violation) throw new UsageError(violation);
  return password;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'full-name': { type: 'string' }, role: { type: 'string', default: 'owner' } },
  });
  const [command, username] = positionals;
  const config = loadConfig(identityConfig);
  // The service's own migrations and outbox: an entry written here is sent on by the running service.
  const dataSource = await openServiceDataSource({
    ...serviceDataSourceOptions({
      url: config.DATABASE_URL,
      schema: 'identity',
      entities: [],
      migrations: [...OUTBOX_MIGRATIONS, ...IDENTITY_MIGRATIONS],
      poolSize: 2,
    }),
    url: config.DATABASE_URL,
    schema: 'identity',
  } as Parameters<typeof openServiceDataSource>[0]);
  const sessions = new Sessions(config);
  try {
    const users = new AdminUsersRepository(dataSource);
    const accounts = new StaffAccounts(dataSource, users, sessions);
    switch (command) {
      case 'create': {
        if (!username) throw new UsageError('create needs a username.');
        const role = values.role;
        if (!isRole(role)) throw new UsageError(`Unknown role "${role}".`);
        const password = await validNewPassword();
        const created = await accounts.add(
          { username, fullName: values['full-name'] ?? username, role, password },
          COMMAND_LINE_ACTOR,
        );
        if (!created)
          throw new UsageError(
            `An administrator named "${username}" already exists; use passwd to change the password.`,
          );
        console.log(`Created administrator "${username}" (${role}).`);
        return;
      }
      case 'passwd': {
        if (!username) throw new UsageError('passwd needs a username.');
        const password = await validNewPassword();
        if (!(await users.findByUsername(username)))
          throw new UsageError(`No administrator named "${username}".`);
        const ended = await accounts.resetPassword(username, password, {
          actor: COMMAND_LINE_ACTOR,
        });
        console.log(`Password of "${username}" changed; ${ended} open session(s) ended.`);
        return;
      }
      case 'list': {
        const all = await users.listAll();
        if (all.length === 0) console.log('No administrators yet.');
        for (const user of all)
          console.log(
            `${user.username}\t${user.fullName}\t${user.role}${user.disabled ? ' (disabled)' : ''}\tsince ${user.createdAt.toISOString()}`,
          );
        return;
      }
      case 'ensure-first': {
        const outcome = await ensureFirstAdmin(accounts, users, {
          username: process.env.ADMIN_USERNAME,
          password: process.env.ADMIN_PASSWORD,
          fullName: process.env.ADMIN_FULL_NAME,
        });
        if (outcome.kind === 'created-from-configuration')
          console.log(
            `Created administrator "${outcome.username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`,
          );
        if (outcome.kind === 'created-with-generated-password') {
          console.log(
            `Created administrator "${outcome.username}" with password: ${outcome.password}`,
          );
          console.log(
            'It is shown only this once: sign in and keep it safe, or change it with `npm run admin -- passwd admin`.',
          );
        }
        return;
      }
      default:
        throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
    }
  } finally {
    await sessions.onApplicationShutdown();
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
