/** The API reference as one HTML page, rendered on the server from the OpenAPI document: no script, no CDN. */

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { description?: string; content: Record<string, { schema?: unknown }> };
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema?: unknown }> }
  >;
  security: unknown[];
  'x-owner': string;
  'x-rate-limit'?: string;
}

export interface ReferenceDocument {
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Markdown's `code` spans of the descriptions, as HTML. */
const withCode = (html: string): string => html.replace(/`([^`]+)`/g, '<code>$1</code>');

const schemaBlock = (label: string, schema: unknown): string =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function typeOf(schema: unknown): string {
  const {
    type,
    enum: values,
    anyOf,
  } = (schema ?? {}) as {
    type?: string | string[];
    enum?: unknown[];
    anyOf?: unknown[];
  };
  if (values) return values.map((value) => JSON.stringify(value)).join(' | ');
  if (anyOf) return anyOf.map(typeOf).join(' | ');
  return Array.isArray(type) ? type.join(' | ') : (type ?? 'any');
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const [scheme] = operation.security as Array<Record<string, unknown>>;
  const access = !scheme
    ? 'public'
    : 'portalSession' in scheme
      ? 'signed-in client'
      : 'administrator';
  const limit = operation['x-rate-limit']
    ? `, limited per address (${operation['x-rate-limit']})`
    : '';
  const parameters = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(typeOf(parameter.schema))}</code></td></tr>`,
    )
    .join('');
  const body = operation.requestBody
    ? Object.entries(operation.requestBody.content)
        .map(([type, { schema }]) => schemaBlock(`Body: ${type}`, schema))
        .join('')
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const described = response.$ref
        ? `${status}: error (${response.$ref.split('/').pop() ?? ''})`
        : `${status}: ${response.description ?? ''}`;
      const content = Object.entries(response.content ?? {});
      if (content.length === 0) return `<li>${escapeHtml(described)}</li>`;
      return `<li>${content.map(([type, { schema }]) => schemaBlock(`${described} — ${type}`, schema)).join('')}</li>`;
    })
    .join('');
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}. <small>Answered by ${escapeHtml(operation['x-owner'])}; ${access}${escapeHtml(limit)}.</small></p>
${parameters ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr>${parameters}</table>` : ''}
${body}<ul class="responses">${responses}</ul>
</section>`;
}

// Long paths, enums and schemas wrap or scroll inside their own box: the page fits a 390 px phone.
const PAGE_CSS = `body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem 1.5rem;color:#1d2433}
code,a{overflow-wrap:anywhere}td code{overflow-wrap:normal}td:last-child code{overflow-wrap:anywhere}
h2{border-bottom:1px solid #d5dae3;padding-bottom:.25rem;margin-top:2.5rem}h3{font-size:1rem;margin:.25rem 0}
.operation{border:1px solid #e3e7ee;border-radius:6px;padding:.5rem 1rem;margin:.75rem 0}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#2f6fdb}.post{background:#1f8a4c}.put{background:#a86a00}.patch{background:#7a4bc4}.delete{background:#c23b3b}
table{border-collapse:collapse;margin:.25rem 0;display:block;max-width:100%;overflow-x:auto}td,th{border:1px solid #e3e7ee;padding:.15rem .5rem;text-align:left}
pre{background:#f5f7fa;padding:.5rem;overflow:auto;max-width:100%;font-size:.8rem}ul.responses{padding-left:1.2rem}
nav ul{columns:2;column-gap:2rem}
@media (max-width:40rem){body{padding:.75rem}.operation{padding:.5rem .75rem}nav ul{columns:1;padding-left:1.2rem}table{font-size:.85rem}td,th{padding:.15rem .3rem}}`;

export function renderReferencePage(document: ReferenceDocument, openApiPath: string): string {
  const sections = document.tags
    .map((tag) => {
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.tags.includes(tag.name))
          .map(([method, operation]) => renderOperation(method, path, operation)),
      );
      return `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.description)}</h2>${operations.join('\n')}`;
    })
    .join('\n');
  const contents = document.tags
    .map(
      (tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.description)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title><style>${PAGE_CSS}</style></head>
<body><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${withCode(escapeHtml(document.info.description))} The same as OpenAPI 3.1: <a href="${escapeHtml(openApiPath)}">${escapeHtml(openApiPath)}</a>.</p>
<nav><ul>${contents}</ul></nav>
${sections}
</body></html>`;
}
