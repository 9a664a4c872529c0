import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';

export interface IdentityEndpoint {
  url: string;
  /** The sign-in link tokens issued, in order, with their raw token. */
  issued: Array<{ counterpartyId: number; token: string }>;
  /** The clients whose access was ended (links voided, sessions ended), in order. */
  accessEnded: number[];
  /** Answers 500 to everything while set. */
  down: boolean;
  close(): Promise<void>;
}

const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

/**
 * Identity's calls about clients' sign-in (api.internal.issuePortalSignInToken, endPortalAccess)
 * on a real port: the orders side is tested up to the
 * HTTP boundary; identity tests its own answers.
 */
export async function startIdentityEndpoint(): Promise<IdentityEndpoint> {
  const endpoint: IdentityEndpoint = {
    url: '',
    issued: [],
    accessEnded: [],
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      if (request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN)
        return void response.writeHead(401).end();
      if (endpoint.down)
        return void response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"statusCode":500,"message":"down"}');
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/internal/portal/sign-in-tokens') {
        const { counterpartyId } = JSON.parse(body) as { counterpartyId: number };
        const token = randomBytes(32).toString('base64url');
        endpoint.issued.push({ counterpartyId, token });
        return void response
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ token }));
      }
      const ended = /^\/internal\/portal\/access\/(\d+)$/.exec(url);
      if (request.method === 'DELETE' && ended) {
        endpoint.accessEnded.push(Number(ended[1]));
        return void response.writeHead(204).end();
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return endpoint;
}
