import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';

export interface PhotoEndpoint {
  url: string;
  /** The data URLs stored, in order; the n-th has id n. */
  received: string[];
  /** Answers 500 to the next upload number `n` (1 = the next one) after the ones already received. */
  failUpload(n: number): void;
  close(): Promise<void>;
}

/**
 * The files service's internal photo call (POST /internal/photos), answered on a real port: the
 * orders side is tested up to the HTTP boundary; the files service tests its own storage in S3.
 */
export async function startPhotoEndpoint(): Promise<PhotoEndpoint> {
  const received: string[] = [];
  let failingUpload: number | null = null;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (
        request.url !== '/internal/photos' ||
        request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN
      ) {
        response.writeHead(401).end();
        return;
      }
      if (failingUpload === received.length + 1) {
        failingUpload = null;
        response.writeHead(500).end();
        return;
      }
      received.push(JSON.parse(body).dataUrl);
      const id = received.length;
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, url: `/api/files/${id}/download` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failUpload: (n) => (failingUpload = received.length + n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
