import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  api,
  openApiDocument,
  renderReferencePage,
  type ReferenceDocument,
} from '@silkway/contracts';

// The same place from src/ (tests) and dist/ (run time).
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * GET /api/openapi.json and GET /api/docs: the API catalogue as OpenAPI 3.1 and as a page. Both are
 * made once at start from the catalogue the gateway routes by, so they cannot drift from it.
 */
export function installApiReference(app: FastifyInstance): void {
  const document = openApiDocument({ version });
  const documentJson = JSON.stringify(document);
  const page = renderReferencePage(
    document as unknown as ReferenceDocument,
    api.reference.openApi.path,
  );

  app.get(api.reference.openApi.path, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentJson),
  );
  app.get(api.reference.docs.path, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
}
