import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { EVENT_JOB_OPTIONS } from '@silkway/service-kit';
import {
  createTestDatabase,
  createTestQueuePrefix,
  type TestDatabase,
  type TestQueuePrefix,
} from '@silkway/service-kit/testing';
import { Queue } from 'bullmq';
import { type ParsedMail, simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { event, waitFor } from './testing/notifications-test-kit.js';

const REPOSITORY = join(__dirname, '../../..');
const STAFF = ['one@silkway.tj', 'two@silkway.tj', 'three@silkway.tj'];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A real SMTP server on loopback that holds every message before answering 250 until `open()`:
 * a message whose sender went away meanwhile was never accepted and is not kept, as a mail server
 * that never confirmed it would not deliver it.
 */
async function startGatedSmtp() {
  const accepted: ParsedMail[] = [];
  const closedSessions = new Set<string>();
  let waiting = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose: (session) => closedSessions.add(session.id),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        waiting += 1;
        await gate;
        waiting -= 1;
        if (closedSessions.has(session.id)) return callback(new Error('sender went away'));
        accepted.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  // The sender is killed mid-send on purpose: its connection's reset is expected, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    waiting: () => waiting,
    open: () => open(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('notifications service killed mid-send', () => {
  let database: TestDatabase;
  let queue: TestQueuePrefix;
  let child: ChildProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startGatedSmtp>>;
  let db: pg.Client;

  const startService = () => {
    const process_ = spawn(process.execPath, ['services/notifications/dist/main.js'], {
      cwd: REPOSITORY,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL,
        QUEUE_PREFIX: queue.prefix,
        NOTIFICATIONS_PORT: '0',
        LOG_LEVEL: 'warn',
        OUTBOX_POLL_MS: '200',
        SMTP_URL: smtp.url,
        STAFF_NOTIFY_EMAILS: STAFF.join(','),
        TELEGRAM_BOT_TOKEN: '',
      },
    });
    return process_;
  };
  const deliveries = async () =>
    (await db.query(`SELECT recipient, sent_at FROM notifications.deliveries`)).rows;

  beforeAll(async () => {
    // The test runs the built service, as `npm start` does.
    const build = spawnSync(
      'npm',
      [
        'run',
        'build',
        '-w',
        '@silkway/contracts',
        '-w',
        '@silkway/service-kit',
        '-w',
        '@silkway/notifications',
      ],
      { cwd: REPOSITORY, stdio: 'ignore' },
    );
    if (build.status !== 0) throw new Error('building the notifications service failed');
    database = await createTestDatabase('silkway_test_notifications_kill');
    queue = createTestQueuePrefix(REDIS_URL);
    smtp = await startGatedSmtp();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await db?.end();
    await smtp?.close();
    await database?.drop();
    await queue?.clear();
  });

  it('delivers each message exactly once after a kill -9 while messages are being sent', async () => {
    child = startService();
    const events = new Queue('notifications', {
      connection: { url: REDIS_URL, maxRetriesPerRequest: null },
      prefix: queue.prefix,
    });
    const sent = [
      event('quote-request.received', {
        id: 1,
        name: 'Азиз',
        phone: '+992 93 000 00 00',
        email: null,
        company: null,
        serviceType: 'sourcing',
        sourceCountry: null,
        destinationCountry: null,
        description: 'Поставщики мебели',
      }),
      event('contact-message.received', {
        id: 2,
        name: 'Мадина',
        email: 'madina@example.com',
        phone: null,
        subject: 'Сотрудничество',
        message: 'Хотим обсудить поставки',
      }),
    ];
    for (const received of sent)
      await events.add(
        received.type,
        { events: [received] },
        { ...EVENT_JOB_OPTIONS, jobId: received.id },
      );
    await events.close();

    await waitFor('messages in flight', async () => smtp.waiting() >= 2, 60_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(smtp.accepted).toHaveLength(0);
    await waitFor(
      'all six messages recorded',
      async () => (await deliveries()).length === 6,
      30_000,
    );
    expect((await deliveries()).filter((row) => row.sent_at)).toHaveLength(0);

    smtp.open();
    child = startService();
    await waitFor(
      'every message sent',
      async () => (await deliveries()).every((row) => row.sent_at),
      90_000,
    );

    const received = smtp.accepted
      .map(
        (mail) =>
          `${(Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address} ${mail.subject}`,
      )
      .sort();
    const expected = STAFF.flatMap((address) => [
      `${address} Новый запрос расчёта №1: Азиз`,
      `${address} Новое сообщение №2: Мадина`,
    ]).sort();
    expect(received).toEqual(expected);
    expect(new Set(smtp.accepted.map((mail) => mail.messageId)).size).toBe(6);
  }, 200_000);
});
