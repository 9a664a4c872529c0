// Every API path is written once, in the API catalogue (packages/contracts/src/api-catalogue): the
// gateway, the services, the shared packages and the back office (mf-admin) name catalogue entries
// instead of writing '/api/…'. Tests, e2e journeys, benchmarks and fault drills keep literal URLs on
// purpose: they are clients checking the addresses as the outside world sees them, so a path changed
// by mistake fails them. mf-public and mf-portal still write their few paths: the catalogue holds
// every schema of the contracts, and importing it would put all of them (and the full zod the public
// home page keeps off its first load) into those small bundles.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './stack.mjs';

/** Where production code lives whose API paths must come from the catalogue. */
const CHECKED = /^(gateway\/src|services\/[^/]+\/src|packages\/[^/]+\/src|mf-admin\/src)\//;
const CATALOGUE = 'packages/contracts/src/api-catalogue/';
const TEST_FILE = /\.(spec|int-spec|test)\.[cm]?[jt]sx?$|\/(test|testing)\//;

/** '/api…', `…/api/…`, 'api/…' (a Nest prefix), or \/api\/ inside a regular expression. */
const API_PATH = /['"`]\/?api(?:\/|['"`])|\/api\/|\\\/api\\\//;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** `file:line: text` of every line of checked code that writes an API path. */
export function apiPathsOutsideCatalogue(files = trackedSourceFiles()) {
  const found = [];
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!COMMENT.test(line) && API_PATH.test(line))
          found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

function trackedSourceFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|js)$/.test(file) &&
        CHECKED.test(file) &&
        !file.startsWith(CATALOGUE) &&
        !TEST_FILE.test(file),
    );
}

test('no API path is written outside the catalogue', () => {
  assert.deepEqual(apiPathsOutsideCatalogue(), []);
});

test('the check sees the ways a path gets written', () => {
  const samples = [
    `@Controller('api/admin/orders')`,
    `app.get('/api/health', handler)`,
    'fetch(`${origin}/api/blog?lang=${language}`)',
    'const PHOTO = /^\\/api\\/files\\/(\\d+)\\/download$/;',
  ];
  for (const sample of samples) assert.ok(API_PATH.test(sample), sample);
  assert.ok(!API_PATH.test(`fetch('https://api.telegram.org/bot')`));
  assert.ok(!API_PATH.test(`import { api } from '@silkway/contracts';`));
});
