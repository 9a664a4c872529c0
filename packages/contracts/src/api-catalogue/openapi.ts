import { z } from 'zod';
import { SESSION_COOKIE } from '../auth.js';
import { errorBody } from '../common.js';
import { fieldMessages } from '../form-fields.js';
import { FORBIDDEN_MESSAGE } from '../roles.js';
import { PORTAL_SESSION_COOKIE } from '../portal.js';
import { WEBHOOK_EVENT_DESCRIPTIONS } from '../webhooks.js';
import type { ApiCall, CallAccess, CallAnswer, ServiceName } from './define-call.js';
import { apiCatalogue, type ApiArea } from './index.js';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

/** JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 embeds it: what a client sends (input) or reads (output). */
function jsonSchemaOf(schema: z.core.$ZodType, io: Io): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest as JsonSchema;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const errorResponse = (description: string, example: JsonSchema) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF, example } },
});
const EXAMPLE_REQUEST_ID = '0f8f6a52-7c1e-4a4e-9d3a-2b6f0c1d9e11';

const components = {
  schemas: { ErrorBody: jsonSchemaOf(errorBody, 'output') },
  responses: {
    BadRequest: errorResponse('The input was refused; `fieldErrors` names each wrong field', {
      statusCode: 400,
      message: `Проверьте данные: id: ${fieldMessages.notAnId}`,
      fieldErrors: { id: [fieldMessages.notAnId] },
      requestId: EXAMPLE_REQUEST_ID,
    }),
    Unauthorized: errorResponse('No live administrator session (client session for portal calls)', {
      statusCode: 401,
      message: 'Требуется вход в систему',
      requestId: EXAMPLE_REQUEST_ID,
    }),
    NoInternalToken: errorResponse('No internal token, or not the one this service holds', {
      statusCode: 401,
      message: 'Missing or invalid internal token',
      requestId: EXAMPLE_REQUEST_ID,
    }),
    Forbidden: errorResponse("The caller's role lacks the permission the call names", {
      statusCode: 403,
      message: FORBIDDEN_MESSAGE,
      requestId: EXAMPLE_REQUEST_ID,
    }),
    NotFound: errorResponse('Nothing with that id or code', {
      statusCode: 404,
      message: 'Не найдено: GET /api/admin/orders/999',
      requestId: EXAMPLE_REQUEST_ID,
    }),
    TooManyRequests: errorResponse(
      'Too many calls from this address; Retry-After says when to retry',
      {
        statusCode: 429,
        message: 'Слишком много отправленных заявок. Попробуйте снова через 42 сек.',
        requestId: EXAMPLE_REQUEST_ID,
      },
    ),
  },
  securitySchemes: {
    adminSession: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description: 'Set by POST /api/admin/login; HttpOnly, sent back by the browser',
    },
    apiToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'An API token an owner made in Интеграции (`swk_…`), acting with its role; rate limited per token',
    },
    portalSession: {
      type: 'apiKey',
      in: 'cookie',
      name: PORTAL_SESSION_COOKIE,
      description: "Set by POST /api/portal/session from an e-mailed link's token; HttpOnly",
    },
    internalToken: {
      type: 'apiKey',
      in: 'header',
      name: 'x-internal-token',
      description: "The product's shared INTERNAL_TOKEN, held by its processes only",
    },
  },
};

const SECURITY_OF_ACCESS: Record<CallAccess, JsonSchema[]> = {
  public: [],
  admin: [{ adminSession: [] }, { apiToken: [] }],
  portal: [{ portalSession: [] }],
  internal: [{ internalToken: [] }],
};

const AREA_DESCRIPTIONS: Record<ApiArea, string> = {
  public: 'The public site: figures, forms, blog',
  tracking: 'The client portal: an order by its tracking code',
  account: "The signed-in person's own account: password, sessions, two-factor sign-in",
  staff: 'Members of staff and their roles (owner only, except the list of roles)',
  apiTokens: 'API tokens other systems call the admin API with (owner only)',
  webhooks: 'Signed webhooks other systems hear every change by (owner only)',
  auth: 'Administrator sign-in (answered by the gateway)',
  search: 'The back office search (answered by the gateway)',
  live: 'Changes as they happen: one Server-Sent Events stream per signed-in tab (answered by the notifications service)',
  health: 'State of the gateway and the services',
  reference: 'This API reference',
  orders: 'Orders',
  items: 'Items of orders, their photos and history',
  scan: 'What a scanned label or barcode names',
  spreadsheets: 'Exports and imports as CSV or XLSX',
  printedDocuments: 'Invoices, packing lists and labels as PDF',
  counterparties: 'Clients and suppliers',
  payments: 'Payments received, balances, statements and the summary page',
  exchangeRates: 'Units of each currency per dollar, by day',
  warehouses: 'Warehouses',
  stock: 'Stock lines of the warehouses',
  trucks: 'Trucks and their loads',
  orderFiles: 'Document folders and documents of an order',
  truckFiles: 'Document folders and documents of a truck',
  archive: 'The archive: folders, photos and documents',
  downloads: 'Bytes of stored files',
  requests: 'The requests inbox: quote requests and contact messages',
  notifications: 'Clients following an order by e-mail',
  portal: "A client's own account: sign-in by e-mailed link, its orders, documents and balance",
  portalAccess: 'Client accounts given and taken back by staff',
  audit: 'The audit log: who changed what, when and from where',
  internal: 'Calls between processes, never routed by the gateway',
};

function parameters(call: ApiCall): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', call.params],
    ['query', call.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchemaOf(schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties))
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
  }
  return list;
}

function requestBody(call: ApiCall): JsonSchema | undefined {
  if (!call.body) return undefined;
  if (call.body.kind === 'json')
    return {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(call.body.schema, 'input') } },
    };
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    required: true,
    description: `The file itself is the body, at most ${call.body.maxBytes} bytes (413 past it)`,
    content: Object.fromEntries(call.body.contentTypes.map((type) => [type, binary])),
  };
}

function success(answer: CallAnswer, paged: boolean): JsonSchema {
  const headers = paged
    ? {
        headers: {
          'X-Total-Count': {
            description: 'Number of matches over every page',
            schema: { type: 'integer' },
          },
        },
      }
    : {};
  switch (answer.kind) {
    case 'json':
      return {
        description: 'Done',
        ...headers,
        content: { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') } },
      };
    case 'file':
      return {
        description: 'The file',
        content: Object.fromEntries(
          answer.contentTypes.map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      };
    case 'html':
      return { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } };
    case 'events':
      return {
        description:
          'Server-Sent Events: `event: change` with `data` as below and an `id` to resume from (`Last-Event-ID`), `event: reset` when the changes since that id are no longer kept, and a comment line as heartbeat',
        content: { 'text/event-stream': { schema: jsonSchemaOf(answer.schema, 'output') } },
      };
    case 'empty':
      return { description: 'Done; no content' };
  }
}

function responses(call: ApiCall): JsonSchema {
  const refused = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    [String(call.answer.status)]: success(call.answer, call.paged === true),
    ...(call.params || call.query || call.body ? { 400: refused('BadRequest') } : {}),
    ...(call.access === 'internal'
      ? { 401: refused('NoInternalToken') }
      : call.access !== 'public'
        ? { 401: refused('Unauthorized') }
        : {}),
    ...(call.permission ? { 403: refused('Forbidden') } : {}),
    ...(call.params ? { 404: refused('NotFound') } : {}),
    ...(call.rateLimit ? { 429: refused('TooManyRequests') } : {}),
  };
}

export interface OpenApiOptions {
  /** The product's version, shown in the reference. */
  version: string;
}

function pathsOf(entries: typeof apiCatalogue): Record<string, Record<string, JsonSchema>> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { area, name, call } of entries) {
    const body = requestBody(call);
    const params = parameters(call);
    (paths[call.path] ??= {})[call.method.toLowerCase()] = {
      operationId: `${area}.${name}`,
      summary: call.summary,
      ...(call.permission
        ? { description: `Needs the permission \`${call.permission}\` (GET /api/admin/roles).` }
        : {}),
      tags: [area],
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(call),
      security: SECURITY_OF_ACCESS[call.access],
      'x-owner': call.owner,
      ...(call.permission ? { 'x-permission': call.permission } : {}),
      ...(call.rateLimit ? { 'x-rate-limit': call.rateLimit } : {}),
    };
  }
  return paths;
}

const webhookHeader = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The `webhooks` section: every message a subscribed URL receives (Standard Webhooks), one entry per
 * event; `data` is the record as it stood right after the change.
 */
function webhooksOf(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_DESCRIPTIONS).map(([event, description]) => [
      event,
      {
        post: {
          operationId: `webhook.${event}`,
          summary: description,
          description:
            'Signed after the Standard Webhooks specification: verify `webhook-signature` with your `whsec_…` secret (docs/integrations.md). ' +
            'Retried with backoff for 24 hours on any answer but 2xx, or none within 10 seconds, under the same `webhook-id`; the messages of one record arrive in order.',
          tags: ['webhooks'],
          // The receiver checks the signature headers, not a security scheme of ours.
          security: [],
          parameters: [
            webhookHeader(
              'webhook-id',
              'The delivery: the same on every try of it, so a receiver can drop a repeat',
            ),
            webhookHeader('webhook-timestamp', 'When this try was sent, in seconds since 1970'),
            webhookHeader(
              'webhook-signature',
              '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with the secret',
            ),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { const: event },
                    timestamp: {
                      type: 'string',
                      format: 'date-time',
                      description: 'When the change happened',
                    },
                    data: { type: 'object', additionalProperties: true },
                  },
                },
              },
            },
          },
          responses: {
            '200': { description: 'Received (any 2xx will do)' },
            '500': { description: 'Any other answer, or none in 10 s: tried again later' },
          },
        },
      },
    ]),
  );
}

const license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };

/** The OpenAPI 3.1 document of every call the gateway answers: the catalogue without its internal calls. */
export function openApiDocument({ version }: OpenApiOptions): JsonSchema {
  const { internalToken: _internal, ...publicSchemes } = components.securitySchemes;
  const { NoInternalToken: _noToken, ...publicResponses } = components.responses;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Silkway API',
      version,
      description:
        'Every call of the Silkway gateway. Errors answer `{ statusCode, message, fieldErrors?, requestId }`; ' +
        'back-office calls need the session cookie set by signing in.',
      license,
    },
    servers: [{ url: '/', description: 'The gateway that serves this document' }],
    tags: Object.entries(AREA_DESCRIPTIONS)
      .filter(([name]) => name !== 'internal')
      .map(([name, description]) => ({ name, description })),
    paths: pathsOf(apiCatalogue.filter(({ call }) => call.access !== 'internal')),
    webhooks: webhooksOf(),
    components: { ...components, responses: publicResponses, securitySchemes: publicSchemes },
  };
}

/**
 * The OpenAPI 3.1 document of one service's internal calls (one per service: two services may answer
 * the same internal path). Not served: `node scripts/openapi-lint.mjs --internal <folder>` writes them.
 */
export function internalOpenApiDocument({
  version,
  owner,
}: OpenApiOptions & { owner: ServiceName }): JsonSchema {
  const paths = pathsOf(
    apiCatalogue.filter(({ call }) => call.access === 'internal' && call.owner === owner),
  );
  const referenced = JSON.stringify(paths);
  const responses = Object.fromEntries(
    Object.entries(components.responses).filter(([name]) =>
      referenced.includes(`#/components/responses/${name}"`),
    ),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `Silkway ${owner}: internal calls`,
      version,
      description:
        `What the ${owner} service answers to the product's other processes, made through ` +
        "service-kit's internal client with the internal token and the caller's request id. " +
        'The gateway never routes these addresses.',
      license,
    },
    servers: [{ url: '/', description: `A replica of the ${owner} service` }],
    tags: [{ name: 'internal', description: AREA_DESCRIPTIONS.internal }],
    paths,
    components: {
      schemas: components.schemas,
      responses,
      securitySchemes: { internalToken: components.securitySchemes.internalToken },
    },
  };
}
