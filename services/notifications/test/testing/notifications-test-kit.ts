import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent, EventPayload, EventType } from '@silkway/contracts';
import { type MailCatcher, startMailCatcher } from '@silkway/dev-servers';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { NotificationsConfig } from '../../src/config.js';
import { notificationsService } from '../../src/service.js';

export const PUBLIC_BASE_URL = 'https://silkway.example';
export const STAFF = ['ops@silkway.tj', 'boss@silkway.tj'];
export const TELEGRAM_CHAT = '-100777';

export interface TelegramStandIn {
  url: string;
  messages: Array<{ path: string; body: { chat_id: string; text: string } }>;
  /** While true, answers 502 like an unreachable Bot API. */
  down: boolean;
  close(): Promise<void>;
}

/** A stand-in for the Bot API on loopback: records each sendMessage and answers like Telegram. */
export async function startTelegramStandIn(): Promise<TelegramStandIn> {
  const standIn: TelegramStandIn = {
    url: '',
    messages: [],
    down: false,
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (standIn.down) {
        response.statusCode = 502;
        response.end(JSON.stringify({ ok: false, description: 'Bad Gateway' }));
        return;
      }
      standIn.messages.push({ path: request.url ?? '', body: JSON.parse(raw) });
      response.end(JSON.stringify({ ok: true, result: { message_id: standIn.messages.length } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}

/** Waits for a state, asking again every 100 ms, and fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Mailbox {
  catcher: MailCatcher;
  /** Every message the catcher kept, parsed, oldest first. */
  messages(): Promise<ParsedMail[]>;
  /** Waits until `count` messages match. */
  waitFor(count: number, match?: (mail: ParsedMail) => boolean): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startMailbox(port = 0): Promise<Mailbox> {
  const directory = await mkdtemp(join(tmpdir(), 'silkway-mail-'));
  const catcher = await startMailCatcher({ port, directory });
  const messages = async () => {
    const files = (await readdir(directory)).filter((file) => file.endsWith('.eml')).sort();
    return Promise.all(
      files.map(async (file) => simpleParser(await readFile(join(directory, file)))),
    );
  };
  return {
    catcher,
    messages,
    waitFor: (count, match = () => true) =>
      waitFor(`${count} e-mails`, async () => {
        const matching = (await messages()).filter(match);
        return matching.length >= count ? matching : undefined;
      }),
    async close() {
      await catcher.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

export function event<T extends EventType>(type: T, payload: EventPayload<T>): DomainEvent<T> {
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    payload,
  } as DomainEvent<T>;
}

export interface NotificationsUnderTest {
  service: TestService<NotificationsConfig>;
  mailbox: Mailbox;
  telegram: TelegramStandIn;
  close(): Promise<void>;
}

/** The service on its own database and queues, a real SMTP catcher and a Bot API stand-in on loopback. */
export async function startNotificationsUnderTest(
  env: Record<string, string> = {},
): Promise<NotificationsUnderTest> {
  const mailbox = await startMailbox();
  const telegram = await startTelegramStandIn();
  const service = await startTestService(notificationsService, {
    SMTP_URL: mailbox.catcher.url,
    STAFF_NOTIFY_EMAILS: STAFF.join(', '),
    TELEGRAM_BOT_TOKEN: 'test-bot-token',
    TELEGRAM_CHAT_ID: TELEGRAM_CHAT,
    TELEGRAM_API_URL: telegram.url,
    PUBLIC_BASE_URL,
    DIGEST_WINDOW_MS: '1500',
    ...env,
  });
  return {
    service,
    mailbox,
    telegram,
    async close() {
      await service.close();
      await Promise.all([mailbox.close(), telegram.close()]);
    },
  };
}
