// The README stays short enough for a newcomer to read in two minutes, and gives the same one-line
// ways to get Redis that `npm start` prints when it is missing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REDIS_INSTALL_HINT, ROOT } from './stack.mjs';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

test('README.md is at most 8,000 bytes', () => {
  assert.ok(Buffer.byteLength(readme) <= 8000, `${Buffer.byteLength(readme)} bytes`);
});

test('README.md gives the Redis commands npm start names when Redis is missing', () => {
  for (const line of REDIS_INSTALL_HINT.split('\n')) {
    const command = line
      .slice(line.indexOf(':') + 1)
      .replace(/\(.*\)$/, '')
      .trim();
    assert.ok(readme.includes(`\`${command}\``), command);
  }
});
