// Every API path is written once, in the API catalogue (packages/contracts/src/api-catalogue): the
// gateway, the services, the shared packages and the back office (mf-admin) name catalogue entries
// instead of writing '/api/…'. Tests, e2e journeys, benchmarks and fault drills keep literal URLs on
// purpose: they are clients checking the addresses as the outside world sees them, so a path changed
// by mistake fails them. mf-public and mf-portal still write their few paths: the catalogue holds
// every schema of the contracts, and importing it would put all of them (and the full zod the public
// home page keeps off its first load) into those small bundles. So each path they write must be one
// the catalogue lists, which ties them to it all the same.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './stack.mjs';

/** Where production code lives whose API paths must come from the catalogue. */
const CHECKED = /^(gateway\/src|services\/[^/]+\/src|packages\/[^/]+\/src|mf-admin\/src)\//;
/** Where production code may write an API path, so long as the catalogue lists it. */
const LISTED_ONLY = /^(mf-public|mf-portal)\/src\//;
const CATALOGUE = 'packages/contracts/src/api-catalogue/';
const TEST_FILE = /\.(spec|int-spec|test)\.[cm]?[jt]sx?$|\/(test|testing)\//;

/**
 * '/api…', `…/api/…`, 'api/…' (a Nest prefix), or \/api\/ inside a regular expression; not a bare
 * 'api', which is also how the audit log says a call came from a program (`via`).
 */
const API_PATH = /['"`]\/api(?:\/|['"`])|['"`]api\/|\/api\/|\\\/api\\\//;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** `file:line: text` of every line of checked code that writes an API path. */
export function apiPathsOutsideCatalogue(files = trackedSourceFiles(CHECKED)) {
  return linesWritingPaths(files).map(({ where, line }) => `${where}: ${line}`);
}

/** `file:line: path` of every path the public front ends write that the catalogue does not list. */
export function unlistedPaths(files = trackedSourceFiles(LISTED_ONLY), listed = cataloguePaths()) {
  const shapes = new Set(listed.map((path) => path.replace(/\{\w+\}/g, '{}')));
  return linesWritingPaths(files).flatMap(({ where, line }) =>
    [...line.matchAll(/['"`](\/api\/[^'"`?]*)/g)]
      .map(([, path]) => path.replace(/\$\{[^}]*\}/g, '{}'))
      .filter((shape) => !shapes.has(shape))
      .map((shape) => `${where}: ${shape}`),
  );
}

/** The literal paths of the catalogue's entries (`path: '/api/…'`). */
function cataloguePaths() {
  return readdirSync(join(ROOT, CATALOGUE))
    .filter((file) => file.endsWith('.ts') && !TEST_FILE.test(file))
    .flatMap((file) => [
      ...readFileSync(join(ROOT, CATALOGUE, file), 'utf8').matchAll(/path: '(\/api[^']*)'/g),
    ])
    .map(([, path]) => path);
}

function linesWritingPaths(files) {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `${file}:${index + 1}`, line: line.trim() }))
      .filter(({ line }) => !COMMENT.test(line) && API_PATH.test(line)),
  );
}

function trackedSourceFiles(where) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|js)$/.test(file) &&
        where.test(file) &&
        !file.startsWith(CATALOGUE) &&
        !TEST_FILE.test(file),
    );
}

test('no API path is written outside the catalogue', () => {
  assert.deepEqual(apiPathsOutsideCatalogue(), []);
});

test('the public front ends write only paths the catalogue lists', () => {
  const listed = cataloguePaths();
  assert.ok(listed.includes('/api/track/{code}/subscriptions'), 'the catalogue is read');
  assert.deepEqual(unlistedPaths(), []);
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
