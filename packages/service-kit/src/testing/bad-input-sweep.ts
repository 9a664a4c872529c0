import {
  type ApiCall,
  type BadInput,
  generateBadInputs,
  routerPattern,
  shapeOf,
} from '@silkway/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { SERVICE_SCHEMA } from '../service-core.module.js';
import {
  serviceOf,
  type CallOptions,
  type CallResult,
  type StartedService,
  type TestService,
} from './test-service.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of a service and the schemas it is checked with; the sweep attacks each part. */
export interface SweepCall {
  method: Method;
  /** Path pattern, e.g. `/api/admin/orders/:id`. */
  path: string;
  /** Each path parameter: its schema and a value naming an existing record. */
  params?: Record<string, { schema: z.ZodType; valid: string }>;
  /** The body schema and a body it accepts. */
  body?: { schema: z.ZodType; valid: Record<string, unknown> };
  /** The query schema and a query it accepts. */
  query?: { schema: z.ZodType; valid: Record<string, string> };
}

/** What a swept call accepts: values naming existing records, a query and a body. */
export interface ValidInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * A call of the API catalogue as a SweepCall: its method, path and schemas come from the entry, so
 * the sweep attacks what the catalogue says the call takes. `valid` is the input it starts from.
 */
export function sweepOf(call: ApiCall, valid: ValidInput = {}): SweepCall {
  const name = `${call.method} ${call.path}`;
  const params = Object.entries(call.params ? shapeOf(call.params as z.ZodType) : {}).map(
    ([param, schema]) => {
      const value = valid.params?.[param];
      if (value === undefined) throw new Error(`${name}: give a valid {${param}}`);
      return [param, { schema, valid: value }] as const;
    },
  );
  if (call.body?.kind === 'json' && !valid.body) throw new Error(`${name}: give a valid body`);
  return {
    method: call.method,
    path: routerPattern(call.path),
    ...(params.length > 0 && { params: Object.fromEntries(params) }),
    ...(call.query && {
      query: { schema: call.query as z.ZodType, valid: valid.query ?? {} },
    }),
    ...(call.body?.kind === 'json' &&
      valid.body && { body: { schema: call.body.schema as z.ZodType, valid: valid.body } }),
  };
}

export interface SweepFinding {
  call: string;
  input: string;
  status: number;
  problem: 'server error' | 'field not named' | `database changed: ${string}`;
  answer: unknown;
}

export interface SweepReport {
  requests: number;
  /** Answers by status class ('2xx', '4xx', '5xx'). */
  statuses: Record<string, number>;
  findings: SweepFinding[];
}

export interface SweepOptions {
  /** Generated bad values per attacked part of a call (body, query, path). */
  perPart?: number;
  /**
   * Tables left out of the "database unchanged" check besides the outbox's own: those that
   * background work writes after an accepted call has answered (a history written by an event handler).
   */
  ignoredTables?: string[];
}

/** Bodies no JSON call may take: wrong content types, broken JSON, JSON that is not an object. */
const RAW_BODIES: Array<{ label: string; contentType: string; payload: string }> = [
  { label: 'text/plain', contentType: 'text/plain', payload: 'name=x' },
  { label: 'application/xml', contentType: 'application/xml', payload: '<name>x</name>' },
  {
    label: 'form',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'name=%00&quantity=99999999999',
  },
  {
    label: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\n\r\nname\r\n--x--',
  },
  { label: 'broken JSON', contentType: 'application/json', payload: '{"name": ' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array', contentType: 'application/json', payload: '[1,2]' },
  { label: 'JSON string', contentType: 'application/json', payload: '"\\u0000"' },
  { label: 'JSON number', contentType: 'application/json', payload: '1e999' },
  { label: 'empty JSON', contentType: 'application/json', payload: '' },
  {
    label: 'nested too deep',
    contentType: 'application/json',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
];

interface Attempt {
  label: string;
  /** The field a refusal must name, when the value is bad for that field alone. */
  field?: string;
  url: string;
  options: CallOptions;
}

/**
 * Sends generated bad inputs (packages/contracts `generateBadInputs`: NUL, lone surrogates, over-long
 * texts, huge and negative numbers, wrong types, malformed data URLs, traversal names) to every
 * part of every call, and wrong content types to every body. Finds any 5xx, any 400 that does not
 * name the field a bad value was in, and any refused write that changed the database.
 */
export async function sweepBadInputs(
  service: Pick<TestService<never>, 'call'> & { app: NestFastifyApplication },
  calls: SweepCall[],
  { perPart = 200, ignoredTables = [] }: SweepOptions = {},
): Promise<SweepReport> {
  const fingerprint = databaseFingerprint(service.app, [
    'outbox',
    'processed_events',
    ...ignoredTables,
  ]);
  const report: SweepReport = { requests: 0, statuses: {}, findings: [] };
  for (const call of calls) {
    const name = `${call.method} ${call.path}`;
    const mutates = call.method !== 'GET';
    for (const attempt of attemptsFor(call, perPart)) {
      const before = mutates ? await fingerprint() : {};
      const answer = await service.call(call.method, attempt.url, attempt.options);
      report.requests += 1;
      const statusClass = `${Math.floor(answer.statusCode / 100)}xx`;
      report.statuses[statusClass] = (report.statuses[statusClass] ?? 0) + 1;
      const finding = (problem: SweepFinding['problem']) =>
        report.findings.push({
          call: name,
          input: attempt.label,
          status: answer.statusCode,
          problem,
          answer: summary(answer),
        });
      if (answer.statusCode >= 500) finding('server error');
      else if (answer.statusCode === 400 && attempt.field && !namesField(answer, attempt.field))
        finding('field not named');
      if (mutates && answer.statusCode >= 400) {
        const after = await fingerprint();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) finding(`database changed: ${changed.join(', ')}`);
      }
    }
  }
  return report;
}

function attemptsFor(call: SweepCall, perPart: number): Attempt[] {
  const params = Object.fromEntries(
    Object.entries(call.params ?? {}).map(([name, { valid }]) => [name, valid]),
  );
  const urlWith = (values: Record<string, string>) =>
    call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodePathValue(values[name] ?? ''));
  // The query goes in the URL as bytes: light-my-request cannot encode a lone surrogate.
  const withQuery = (url: string, query: Record<string, string> | undefined) =>
    query
      ? `${url}?${Object.entries(query)
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodePathValue(value)}`)
          .join('&')}`
      : url;
  const validQuery = call.query?.valid;
  const validUrl = withQuery(urlWith(params), validQuery);
  const validBody = call.body?.valid;
  const base: CallOptions = validBody ? { body: validBody } : {};
  const attempts: Attempt[] = [];
  const label = ({ field, family, value }: BadInput) =>
    `${field} = ${family}: ${describeValue(value)}`;

  if (call.params) {
    const schema = z.object(
      Object.fromEntries(
        Object.entries(call.params).map(([name, { schema: param }]) => [name, param]),
      ),
    );
    for (const input of generateBadInputs(schema, { count: perPart })) {
      attempts.push({
        label: `path ${label(input)}`,
        ...fieldIfRefused(schema, input, asText(input.value), true),
        url: withQuery(urlWith({ ...params, [input.field]: asText(input.value) }), validQuery),
        options: base,
      });
    }
  }
  if (call.query) {
    for (const input of generateBadInputs(call.query.schema, { count: perPart })) {
      const query = { ...validQuery, [input.field]: asText(input.value) };
      attempts.push({
        label: `query ${label(input)}`,
        ...fieldIfRefused(call.query.schema, input, query[input.field], true),
        url: withQuery(urlWith(params), query),
        options: base,
      });
    }
  }
  if (call.body) {
    for (const input of generateBadInputs(call.body.schema, { count: perPart })) {
      attempts.push({
        label: `body ${label(input)}`,
        ...fieldIfRefused(call.body.schema, input, input.value),
        url: validUrl,
        options: { ...base, body: { ...validBody, [input.field]: input.value } },
      });
    }
    for (const raw of RAW_BODIES) {
      attempts.push({
        label: `body as ${raw.label}`,
        url: validUrl,
        options: { ...base, body: raw.payload, headers: { 'content-type': raw.contentType } },
      });
    }
  }
  return attempts;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The field a 400 must name: only when that field's own schema refuses the value (rules across
 * fields may name another), and when the value can travel at all (text with a lone surrogate
 * cannot be put in a URL: the server refuses the URL itself).
 */
function fieldIfRefused(
  schema: z.ZodType,
  input: BadInput,
  sent: unknown,
  inUrl = false,
): { field?: string } {
  if (inUrl && typeof sent === 'string' && LONE_SURROGATE.test(sent)) return {};
  const fieldSchema = shapeOf(schema)[input.field];
  return fieldSchema && !fieldSchema.safeParse(sent).success ? { field: input.field } : {};
}

function namesField(answer: CallResult, field: string): boolean {
  const fieldErrors =
    (answer.body as { fieldErrors?: Record<string, unknown> } | undefined)?.fieldErrors ?? {};
  return Object.keys(fieldErrors).some((name) => name === field || name.startsWith(`${field}.`));
}

/** Path and query values travel as text; what JSON would carry is sent as its JSON text. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Percent-encodes a path segment; a lone surrogate (which encodeURIComponent refuses) goes as its raw bytes. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return Array.from(value, (character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        const code = character.charCodeAt(0);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    }).join('');
  }
}

const describeValue = (value: unknown): string => {
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
};

const summary = (answer: CallResult): unknown =>
  typeof answer.body === 'string' ? answer.body.slice(0, 200) : answer.body;

/** A hash of every row of the service's schema (but `ignoredTables`), to prove a refused write left nothing behind. */
function databaseFingerprint(
  app: NestFastifyApplication,
  ignoredTables: string[],
): () => Promise<Record<string, string>> {
  const dataSource = app.get(DataSource);
  const schema = app.get<string>(SERVICE_SCHEMA);
  return async () => {
    const tables: Array<{ table_name: string }> = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($2)) ORDER BY table_name`,
      [schema, ignoredTables],
    );
    const hashes = await Promise.all(
      tables.map(async ({ table_name: table }) => {
        const [row] = await dataSource.query(
          `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${schema}"."${table}" t`,
        );
        return [table, row.hash as string] as const;
      }),
    );
    return Object.fromEntries(hashes);
  };
}

/**
 * One jest test per call of `calls`, each sweeping it (see sweepBadInputs) and failing on any
 * finding; the total is printed when the file is done. `target()` is the service started in beforeAll.
 */
export function itSweepsEachCall(
  serviceName: string,
  target: () => Pick<TestService<never>, 'call'> & { app: NestFastifyApplication },
  calls: SweepCall[],
  options: SweepOptions = {},
): void {
  const total = { requests: 0, findings: 0 };
  afterAll(() => {
    console.info(
      `${serviceName}: ${total.requests} generated bad inputs on ${calls.length} calls, ${total.findings} findings`,
    );
  });
  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: never 5xx, the field named in every 400, nothing written when refused',
    async (_name, call) => {
      const report = await sweepBadInputs(target(), [call], options);
      total.requests += report.requests;
      total.findings += report.findings.length;
      expect(report.requests).toBeGreaterThanOrEqual(200);
      expect(report.findings.slice(0, 10)).toEqual([]);
    },
    300_000,
  );
}

/**
 * The sweep of `calls` as a suite of its own: `start` brings the service up and adds the records the
 * calls name before it; the service is closed after.
 */
export function describeBadInputSweep(
  serviceName: string,
  calls: SweepCall[],
  start: () => Promise<StartedService>,
  options: SweepOptions = {},
): void {
  describe(`${serviceName} service: generated bad inputs on every call`, () => {
    let started: StartedService | undefined;
    beforeAll(async () => {
      started = await start();
    }, 60_000);
    afterAll(() => started?.close());

    itSweepsEachCall(serviceName, () => serviceOf(started!), calls, options);
  });
}
