// A PostgreSQL cluster and a Redis server of the fault suite's own, in a temporary folder and on
// their own ports, so the suite may stop and restart them without touching the machine's servers.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function postgresBin(name) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0], 'bin', name);
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user. */
function asClusterOwner(command, args) {
  const run =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
}

/** A suite killed with SIGKILL leaves its cluster running; the next one stops it and removes its folder. */
function stopLeftoverPostgres(port) {
  for (const name of readdirSync(tmpdir()).filter((entry) =>
    entry.startsWith('silkway-faults-pg-'),
  )) {
    const directory = join(tmpdir(), name);
    const pidFile = join(directory, 'data', 'postmaster.pid');
    // postmaster.pid: pid, data folder, start time, port, …
    if (existsSync(pidFile) && readFileSync(pidFile, 'utf8').split('\n')[3] === String(port)) {
      try {
        asClusterOwner(postgresBin('pg_ctl'), [
          'stop',
          '-D',
          join(directory, 'data'),
          '-m',
          'immediate',
        ]);
      } catch {
        // its server was already gone; the folder goes anyway
      }
      rmSync(directory, { recursive: true, force: true });
    }
  }
}

export async function startOwnPostgres(port) {
  stopLeftoverPostgres(port);
  const directory = mkdtempSync(join(tmpdir(), 'silkway-faults-pg-'));
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(directory, Number(owner.stdout), Number(group.stdout));
  }
  const data = join(directory, 'data');
  asClusterOwner(postgresBin('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const pgCtl = (action, extra = []) =>
    asClusterOwner(postgresBin('pg_ctl'), [action, '-D', data, '-w', '-t', '60', ...extra]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${directory} -c fsync=off -c max_connections=200`;
  const start = async () => {
    pgCtl('start', ['-o', options, '-l', join(directory, 'log')]);
    await waitFor('PostgreSQL', () => portOpen(port));
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/silkway_faults`,
    start,
    /** A fast stop: open connections are cut, as when the server goes away. */
    stop: async () => pgCtl('stop', ['-m', 'fast']),
    destroy: async () => {
      try {
        pgCtl('stop', ['-m', 'immediate']);
      } catch {
        // already stopped
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A Redis without persistence: a restart forgets every key, as the worst production setup would. */
export async function startOwnRedis(port) {
  let server;
  // A Redis left on the suite's port by a killed run is the suite's own: it goes.
  if (await portOpen(port)) {
    spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
    await waitFor('the leftover Redis gone', async () => !(await portOpen(port)));
  }
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor('Redis', () => portOpen(port));
  };
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGKILL');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
