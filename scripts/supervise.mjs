// Keeps a child process of `npm start` running: one crashed service is started again instead of
// taking the whole product down.

/**
 * Starts `start()` and, when the process exits without `stop()` and `shouldRestart()` allows it,
 * starts it again after a pause that doubles with each crash (minDelayMs … maxDelayMs) and falls
 * back to minDelayMs once a run has lasted stableAfterMs, so a crash loop does not spin the CPU.
 */
export function supervise({
  name,
  start,
  log,
  shouldRestart = () => true,
  minDelayMs = 1000,
  maxDelayMs = 30_000,
  stableAfterMs = 60_000,
}) {
  let current;
  let stopping = false;
  let delayMs = minDelayMs;
  let restartTimer;

  const run = () => {
    const child = start();
    const startedAt = Date.now();
    current = child;
    child.once('exit', (code, signal) => {
      if (stopping || !shouldRestart()) return;
      if (Date.now() - startedAt >= stableAfterMs) delayMs = minDelayMs;
      log(
        `${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${delayMs / 1000} s`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (!stopping) run();
      }, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
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
