// Lints the OpenAPI documents generated from the API catalogue with Redocly's recommended rules: the
// public one the gateway serves and each service's internal one; exits non-zero on any error.
// `--write <folder>` keeps the documents there (the internal ones are served nowhere). Offline: the
// contracts package is compiled locally, and Redocly's telemetry and update check are turned off.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROOT } from './stack.mjs';

const { values } = parseArgs({ options: { write: { type: 'string' } } });
const contracts = join(ROOT, 'packages/contracts');
execFileSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: contracts,
    stdio: 'inherit',
  },
);
const { internalOpenApiDocument, openApiDocument } = await import(
  pathToFileURL(join(contracts, 'dist/index.js')).href
);

const version = 'lint';
const documents = {
  'openapi.json': openApiDocument({ version }),
  ...Object.fromEntries(
    ['orders', 'inventory', 'files', 'notifications', 'identity'].map((owner) => [
      `internal-${owner}.openapi.json`,
      internalOpenApiDocument({ version, owner }),
    ]),
  ),
};

const directory = values.write
  ? resolve(values.write)
  : mkdtempSync(join(tmpdir(), 'silkway-openapi-'));
mkdirSync(directory, { recursive: true });
const files = Object.entries(documents).map(([name, document]) => {
  const file = join(directory, name);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
});
try {
  const lint = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends=recommended', ...files],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  if (!values.write) rmSync(directory, { recursive: true, force: true });
}
