import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { supervise } from './supervise.mjs';

const crashAtOnce = () => spawn(process.execPath, ['-e', 'process.exit(3)']);
const runForever = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);

test("restarts a crashed process after the services' jittered backoff, logging each restart", async () => {
  const lines = [];
  const restarted = [];
  let starts = 0;
  const supervisor = supervise({
    name: 'orders',
    start: () => {
      starts += 1;
      const child = starts < 4 ? crashAtOnce() : runForever();
      if (starts === 4) restarted.push(child);
      return child;
    },
    log: (line) => lines.push(line),
    minDelayMs: 10,
    random: () => 0,
  });
  while (restarted.length === 0) await new Promise((resolve) => setImmediate(resolve));
  assert.equal(supervisor.process, restarted[0]);
  assert.deepEqual(lines, [
    'orders stopped unexpectedly (exit code 3); restarting it in 0.005 s',
    'orders stopped unexpectedly (exit code 3); restarting it in 0.01 s',
    'orders stopped unexpectedly (exit code 3); restarting it in 0.02 s',
  ]);
  await supervisor.stop();
  assert.equal(supervisor.process.signalCode, 'SIGTERM');
});

test('stop() ends the process for good', async () => {
  let starts = 0;
  const supervisor = supervise({
    name: 'files',
    start: () => ((starts += 1), runForever()),
    log: () => {},
    minDelayMs: 1,
  });
  const exited = once(supervisor.process, 'exit');
  await supervisor.stop();
  await exited;
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(starts, 1);
});

test('leaves a crashed process down while shouldRestart says no (a stack still starting fails fast)', async () => {
  let starts = 0;
  const supervisor = supervise({
    name: 'inventory',
    start: () => ((starts += 1), crashAtOnce()),
    log: () => {},
    shouldRestart: () => false,
    minDelayMs: 1,
  });
  await once(supervisor.process, 'exit');
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(starts, 1);
  assert.equal(supervisor.process.exitCode, 3);
});
