import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const REPLICA_SCRIPT = fileURLToPath(new URL('./replica-process.mjs', import.meta.url));

export interface ReplicaProcess {
  name: string;
  url: string;
  /** SIGKILL, resolved once the process is gone. */
  kill: () => Promise<void>;
}

/** Starts a replica in its own Node process and waits until it listens. */
export async function startReplicaProcess(name: string): Promise<ReplicaProcess> {
  const child: ChildProcess = spawn(process.execPath, [REPLICA_SCRIPT, name], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
  const port = Number(firstLine.toString().trim());
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
