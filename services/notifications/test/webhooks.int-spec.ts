import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { sendWebhook, type WebhookMessage } from '../src/webhooks/webhook-sender.js';
import { refusalOfWebhookHost } from '../src/webhooks/webhook-url.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real receiver on loopback; `answer` decides what each request gets (or never answers). */
async function startReceiver(answer: (response: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const ALLOWED = { timeoutMs: 10_000, allowPrivateUrls: true };
const message: WebhookMessage = {
  id: 'msg_2f1c',
  type: 'order.updated',
  timestamp: new Date(),
  data: { id: 7, code: 'SW-0007', status: 'in_transit' },
};

describe('webhook sending', () => {
  it('POSTs {type, timestamp, data} that the receiver verifies with standardwebhooks', async () => {
    const receiver = await startReceiver((response) => response.writeHead(204).end());
    try {
      const attempt = await sendWebhook({ url: receiver.url, secret: SECRET }, message, ALLOWED);
      expect(attempt).toEqual({ ok: true, statusCode: 204, error: null });
      const [{ headers, body }] = receiver.received as [Received];
      const verified = new Webhook(SECRET).verify(body, headers as Record<string, string>);
      expect(verified).toEqual({
        type: 'order.updated',
        timestamp: message.timestamp.toISOString(),
        data: message.data,
      });
      expect(headers['webhook-id']).toBe('msg_2f1c');
      const otherSecret = `whsec_${randomBytes(24).toString('base64')}`;
      expect(() =>
        new Webhook(otherSecret).verify(body, headers as Record<string, string>),
      ).toThrow();
    } finally {
      await receiver.close();
    }
  });

  it('reports a non-2xx answer with its status, for a retry', async () => {
    const receiver = await startReceiver((response) =>
      response.writeHead(500).end('database down'),
    );
    try {
      const attempt = await sendWebhook({ url: receiver.url, secret: SECRET }, message, ALLOWED);
      expect(attempt).toEqual({ ok: false, statusCode: 500, error: 'answered 500: database down' });
    } finally {
      await receiver.close();
    }
  });

  it('gives up on a receiver that never answers after the timeout', async () => {
    const receiver = await startReceiver(() => undefined);
    try {
      const started = Date.now();
      const attempt = await sendWebhook({ url: receiver.url, secret: SECRET }, message, {
        ...ALLOWED,
        timeoutMs: 300,
      });
      expect(attempt).toEqual({ ok: false, statusCode: null, error: 'no answer within 300 ms' });
      expect(receiver.received).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await receiver.close();
    }
  });

  it('refuses loopback at send time unless private URLs are allowed, even by a name', async () => {
    const receiver = await startReceiver((response) => response.writeHead(204).end());
    const refused = { ...ALLOWED, allowPrivateUrls: false };
    try {
      const byName = `https://localhost:${receiver.port}/hooks`;
      const attempt = await sendWebhook({ url: byName, secret: SECRET }, message, refused);
      expect(attempt.ok).toBe(false);
      expect(attempt.error).toMatch(/localhost resolves to a private address/);
      expect(await sendWebhook({ url: receiver.url, secret: SECRET }, message, refused)).toEqual({
        ok: false,
        statusCode: null,
        error: 'url must be an https URL',
      });
      expect(receiver.received).toHaveLength(0);
      expect(await refusalOfWebhookHost(byName, false)).toBe('private');
      expect(await refusalOfWebhookHost(receiver.url, true)).toBeNull();
    } finally {
      await receiver.close();
    }
  });
});
