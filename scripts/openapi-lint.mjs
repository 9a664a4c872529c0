// Lints the OpenAPI document generated from the API catalogue with Redocly's recommended rules;
// exits non-zero on any error. Offline: the contracts package is compiled locally, and Redocly's
// telemetry and update check are turned off.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './stack.mjs';

const contracts = join(ROOT, 'packages/contracts');
execFileSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: contracts,
    stdio: 'inherit',
  },
);
const { openApiDocument } = await import(pathToFileURL(join(contracts, 'dist/index.js')).href);

const directory = mkdtempSync(join(tmpdir(), 'silkway-openapi-'));
const file = join(directory, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument({ version: 'lint' }), null, 2));
try {
  const lint = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends=recommended', file],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(directory, { recursive: true, force: true });
}
