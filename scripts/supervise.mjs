// Keeps a child process of `npm start` running: one crashed service is started again instead of
// taking the whole product down.

// The services' one retry policy, imported as its TypeScript source: Node strips the types (≥ 22.18).
import { backoffDelay } from '../packages/contracts/src/backoff.ts';

/**
 * Starts `start()` and, when the process exits without `stop()` and `shouldRestart()` allows it,
 * starts it again after the services' retry pause (backoffDelay: doubling per crash from minDelayMs up
 * to maxDelayMs, jittered by `random`) and counts crashes afresh once a run has lasted stableAfterMs,
 * so a crash loop does not spin the CPU.
 */
export function supervise({
  name,
  start,
  log,
  shouldRestart = () => true,
  minDelayMs = 1000,
  maxDelayMs = 30_000,
  stableAfterMs = 60_000,
  random = Math.random,
}) {
  let current;
  let stopping = false;
  let crashesInARow = 0;
  let restartTimer;

  const run = () => {
    const child = start();
    const startedAt = Date.now();
    current = child;
    child.once('exit', (code, signal) => {
      if (stopping || !shouldRestart()) return;
      crashesInARow = Date.now() - startedAt >= stableAfterMs ? 1 : crashesInARow + 1;
      const delayMs = backoffDelay(
        { firstMs: minDelayMs, longestMs: maxDelayMs },
        crashesInARow,
        random,
      );
      log(
        `${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${delayMs / 1000} s`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (!stopping) run();
      }, delayMs);
    });
  };
  run();

  return {
    name,
    /** The process running now (a new one after each restart). */
    get process() {
      return current;
    },
    /** Stops the process (SIGTERM, SIGKILL after killAfterMs) and any restart still pending. */
    stop: (killAfterMs = 10_000) => {
      stopping = true;
      clearTimeout(restartTimer);
      const child = current;
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        child.once('exit', () => (clearTimeout(killer), resolve()));
        child.kill('SIGTERM');
      });
    },
  };
}
