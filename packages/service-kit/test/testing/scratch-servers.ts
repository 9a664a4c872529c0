import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

/** A server of the test's own that it may stop and start again (the shared ones must never be stopped). */
export interface ScratchServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and deletes its folder. */
  remove(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitUntil(
  probe: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** redis-server without persistence: stopping and starting it again loses every key, as a crashed cache does. */
export async function scratchRedis(): Promise<ScratchServer> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'silkway-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const answers = async () => {
    const client = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } finally {
      client.disconnect();
    }
  };
  const scratch: ScratchServer = {
    url,
    async start() {
      server = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          directory,
        ],
        { stdio: 'ignore' },
      );
      await waitUntil(answers, `redis-server answers on ${port}`);
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
    async remove() {
      await scratch.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  await scratch.start();
  return scratch;
}

const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const)
    : ([command, args] as const);

function postgresBinary(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => join(root, version, 'bin', name))
    .find((path) => existsSync(path));
  if (!found) throw new Error(`${name} not found under ${root}: apt-get install -y postgresql`);
  return found;
}

/** A PostgreSQL cluster in a temporary folder (initdb + pg_ctl, trust auth for `postgres`). */
export async function scratchPostgres(): Promise<ScratchServer> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'silkway-pg-'));
  const data = join(directory, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    };
    chownSync(directory, uid, gid);
  }
  const run = (name: string, args: string[]) => {
    const [command, fullArgs] = asPostgres(postgresBinary(name), args);
    execFileSync(command, fullArgs, { stdio: 'ignore' });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const answers = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  let running = false;
  const scratch: ScratchServer = {
    url,
    async start() {
      const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${directory} -c fsync=off -c full_page_writes=off`;
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(directory, 'log'), '-w', 'start']);
      running = true;
      await waitUntil(answers, `PostgreSQL answers on ${port}`);
    },
    async stop() {
      if (!running) return;
      running = false;
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async remove() {
      await scratch.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  await scratch.start();
  return scratch;
}
