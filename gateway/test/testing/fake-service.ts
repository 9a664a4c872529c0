import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
  /** The body as text (UTF-8). */
  body: string;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | undefined;
export type CustomAnswer = (call: ReceivedCall) => Answer | Promise<Answer>;

export interface FakeService {
  name: string;
  url: string;
  calls: ReceivedCall[];
  /** Answers with what the handler returns; undefined (from it, or as handler) means the default echo. */
  answerWith: (handler: CustomAnswer | undefined) => void;
  close: () => Promise<void>;
}

/**
 * A stand-in for one service: records every call (headers, byte count of the body, read as a
 * stream) and answers with JSON naming itself.
 */
export async function startFakeService(name: string): Promise<FakeService> {
  const calls: ReceivedCall[] = [];
  let customAnswer: CustomAnswer | undefined;
  const server: Server = createServer((request, response) => {
    let bodyBytes = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
      chunks.push(chunk);
    });
    request.on('end', async () => {
      const call: ReceivedCall = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        bodyBytes,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      const answer = (await customAnswer?.(call)) ?? {
        status: 200,
        body: { service: name, method: call.method, url: call.url, bodyBytes },
      };
      const headers =
        'headers' in answer && answer.headers
          ? answer.headers
          : { 'content-type': 'application/json' };
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      // Declared, as the real services (Fastify) declare it.
      response.writeHead(answer.status, {
        'content-length': Buffer.byteLength(body),
        ...headers,
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    calls,
    answerWith: (handler) => (customAnswer = handler),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
