// Every setting is documented once, in docs/configuration.md, and listed once in .env.example, with
// the default its configuration schema gives (the services', the gateway's, the scripts' own and the
// shell build's); a setting two schemas read has one default. Reads the built schemas (dist/).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT, SCRIPT_SETTINGS } from './stack.mjs';

const schemaFiles = [
  'packages/service-kit/dist/config/load-config.js',
  'gateway/dist/config/gateway-config.js',
  ...readdirSync(join(ROOT, 'services'))
    .map((service) => `services/${service}/dist/config.js`)
    .filter((file) => existsSync(join(ROOT, file))),
];

const objectOf = (schema) =>
  schema._zod.def.type === 'pipe' ? objectOf(schema._zod.def.in) : schema;

/** A schema field's default as an environment value: '' when it has none. */
function defaultOf(field) {
  const { def } = field._zod;
  if (def.type === 'pipe') return defaultOf(def.in);
  if (def.type !== 'default') return '';
  const value = def.defaultValue;
  if (Array.isArray(value)) return value.join(',');
  const text = String(value);
  // A path the schema computes from where it is installed (the gateway's FRONTEND_ROOT).
  return text.startsWith(ROOT) ? `<repository>/${text.slice(ROOT.length)}` : text;
}

/** name → the defaults the schemas, the scripts and the shell build give it, with who reads it. */
async function settingsOfTheCode() {
  const settings = new Map();
  const add = (name, value, reader) => {
    if (!settings.has(name)) settings.set(name, new Map());
    settings.get(name).set(reader, value);
  };
  for (const file of schemaFiles) {
    const module = await import(pathToFileURL(join(ROOT, file)));
    for (const [exported, schema] of Object.entries(module)) {
      const shape = schema?._zod ? objectOf(schema).shape : undefined;
      if (!shape) continue;
      for (const [name, field] of Object.entries(shape))
        add(name, defaultOf(field), `${file} ${exported}`);
    }
  }
  for (const [name, value] of Object.entries(SCRIPT_SETTINGS)) add(name, value, 'scripts');
  const prerender = readFileSync(join(ROOT, 'shell/prerender.mjs'), 'utf8');
  const [, origin] = /process\.env\.PUBLIC_ORIGIN \?\? '([^']+)'/.exec(prerender);
  add('PUBLIC_ORIGIN', origin, 'shell/prerender.mjs');
  return settings;
}

/** docs/configuration.md: rows `| \`NAME\` | \`default\` or empty | what |`. */
function documented() {
  const rows = [];
  for (const [, name, value] of readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8').matchAll(
    /^\| `([A-Z][A-Z0-9_]+)` +\| (.*?) +\|/gm,
  ))
    rows.push([name, value === 'empty' ? '' : value.replace(/^`(.*)`$/, '$1')]);
  return rows;
}

/** .env.example: lines `NAME=value`. */
function exampleLines() {
  return readFileSync(join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}

/** Unset, `npm start` takes the machine's PostgreSQL on 5432 when it answers, else the embedded one. */
const DECIDED_BY_NPM_START = new Set(['DATABASE_URL']);

const duplicates = (rows) =>
  rows.map(([name]) => name).filter((name, index, names) => names.indexOf(name) !== index);

test('a setting that several schemas read has one default', async () => {
  const conflicting = [...(await settingsOfTheCode())]
    .filter(([, readers]) => new Set(readers.values()).size > 1)
    .map(([name, readers]) => `${name}: ${JSON.stringify(Object.fromEntries(readers))}`);
  assert.deepEqual(conflicting, []);
});

test('docs/configuration.md documents every setting once, with its default', async () => {
  const settings = await settingsOfTheCode();
  const rows = documented();
  assert.deepEqual(duplicates(rows), [], 'documented twice');
  assert.deepEqual(
    rows.map(([name]) => name).sort(),
    [...settings.keys()].sort(),
    'the settings documented are the settings the code reads',
  );
  for (const [name, value] of rows)
    assert.equal(value, [...settings.get(name).values()][0], `the default of ${name}`);
});

test('.env.example lists every setting once, with its default', async () => {
  const settings = await settingsOfTheCode();
  const lines = exampleLines();
  assert.deepEqual(duplicates(lines), [], 'listed twice');
  assert.deepEqual(lines.map(([name]) => name).sort(), [...settings.keys()].sort());
  for (const [name, value] of lines) {
    const fallback = [...settings.get(name).values()][0];
    // Empty ("not set") where the default is a path of this machine, or where npm start decides.
    const unset = fallback.startsWith('<repository>') || DECIDED_BY_NPM_START.has(name);
    assert.equal(value, unset ? '' : fallback, name);
  }
});
