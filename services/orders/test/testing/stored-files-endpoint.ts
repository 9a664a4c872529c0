import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';

export interface StoredFilesEndpoint {
  url: string;
  /** GETs of stored files, as `/api/files/{id}/download`. */
  downloads: string[];
  close(): Promise<void>;
}

/**
 * The files service's two calls a client's photo needs, on a real port: storing an item photo
 * (POST /internal/photos, the n-th stored gets id n) and handing its bytes back by id with the
 * internal token. The files service tests its own storage in S3.
 */
export async function startStoredFilesEndpoint(): Promise<StoredFilesEndpoint> {
  const stored: Array<{ mimeType: string; bytes: Buffer }> = [];
  const downloads: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN) {
        response.writeHead(401).end();
        return;
      }
      if (request.method === 'POST' && request.url === '/internal/photos') {
        const match = /^data:([^;]+);base64,(.*)$/.exec(JSON.parse(body).dataUrl as string);
        stored.push({ mimeType: match![1]!, bytes: Buffer.from(match![2]!, 'base64') });
        const id = stored.length;
        response
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id, url: `/api/files/${id}/download` }));
        return;
      }
      const download = /^\/api\/files\/(\d+)\/download$/.exec(request.url ?? '');
      const file = download ? stored[Number(download[1]) - 1] : undefined;
      if (request.method === 'GET' && download) downloads.push(request.url!);
      if (!file) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      response
        .writeHead(200, {
          'content-type': file.mimeType,
          'content-length': file.bytes.length,
          'content-disposition': 'inline; filename="photo"',
          'x-internal-detail': 'not for clients',
        })
        .end(file.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    downloads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
