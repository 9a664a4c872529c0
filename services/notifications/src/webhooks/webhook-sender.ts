import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type Backoff, backoffDelay } from '@silkway/contracts';
import { Webhook } from 'standardwebhooks';
import { publicOnlyLookup, refusalOfWebhookUrl, WEBHOOK_URL_REFUSALS } from './webhook-url.js';

export interface WebhookMessage {
  /** webhook-id: the same for every attempt of one delivery, so a receiver can drop a repeat. */
  id: string;
  type: string;
  timestamp: Date;
  data: unknown;
}

export interface WebhookTarget {
  url: string;
  /** whsec_ followed by the base64 key (Standard Webhooks). */
  secret: string;
}

export interface WebhookAttempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

export interface WebhookSendOptions {
  timeoutMs: number;
  allowPrivateUrls: boolean;
}

// A receiver's answer is read only to free the socket; nobody looks at more than its status.
const ANSWER_KEPT_BYTES = 4_096;

/**
 * The body and Standard Webhooks headers of one try, signed with the target's secret. The body's
 * timestamp is the change's; the header's is the try's, which receivers check for freshness.
 */
export function signedWebhook(message: WebhookMessage, secret: string, sentAt = new Date()) {
  const body = JSON.stringify({
    type: message.type,
    timestamp: message.timestamp.toISOString(),
    data: message.data,
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': message.id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(message.id, sentAt, body),
    },
  };
}

/**
 * One attempt: POST the signed message; ok on a 2xx answer within `timeoutMs` (connecting and
 * answering together). The URL is checked again here, and the connection only goes to the address
 * that was checked, so a host that now resolves to a private address is refused.
 */
export async function sendWebhook(
  target: WebhookTarget,
  message: WebhookMessage,
  { timeoutMs, allowPrivateUrls }: WebhookSendOptions,
): Promise<WebhookAttempt> {
  const refusal = refusalOfWebhookUrl(target.url, allowPrivateUrls);
  if (refusal)
    return { ok: false, statusCode: null, error: `url ${WEBHOOK_URL_REFUSALS[refusal]}` };
  const { body, headers } = signedWebhook(message, target.secret);
  const url = new URL(target.url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(allowPrivateUrls ? {} : { lookup: publicOnlyLookup }),
      },
      (answer) => {
        let kept = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          if (kept.length < ANSWER_KEPT_BYTES) kept += chunk;
        });
        answer.on('end', () => {
          const statusCode = answer.statusCode ?? null;
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          resolve({
            ok,
            statusCode,
            error: ok ? null : `answered ${statusCode}: ${kept.slice(0, 200)}`.trim(),
          });
        });
        answer.on('error', (error) =>
          resolve({ ok: false, statusCode: null, error: error.message }),
        );
      },
    );
    outgoing.on('error', (error) =>
      resolve({
        ok: false,
        statusCode: null,
        error:
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : error.message,
      }),
    );
    outgoing.end(body);
  });
}

export interface WebhookRetryPolicy {
  backoff: Backoff;
  /** After this long since the first attempt, a delivery that still fails is `failed`. */
  giveUpAfterMs: number;
}

/** When to try a failed delivery again (the services' one backoff), or null once it is `failed`. */
export function nextWebhookAttemptAt(
  policy: WebhookRetryPolicy,
  attemptsMade: number,
  firstAttemptAt: Date,
  now: Date,
  random?: () => number,
): Date | null {
  const next = new Date(now.getTime() + backoffDelay(policy.backoff, attemptsMade, random));
  return next.getTime() - firstAttemptAt.getTime() > policy.giveUpAfterMs ? null : next;
}
