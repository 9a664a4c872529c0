import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  directory: string;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** 0 picks a free port. */
  port: number;
  directory: string;
  /** Told where each message was kept. */
  onMessage?: (path: string) => void;
}

/**
 * A local SMTP server on loopback that keeps every message it accepts as an .eml file (the raw
 * message as sent) in `directory`: what `npm start` uses when SMTP_URL is empty, and what tests
 * read messages from. It accepts any sender and recipient and needs no sign-in.
 */
export async function startMailCatcher({
  port,
  directory,
  onMessage,
}: MailCatcherOptions): Promise<MailCatcher> {
  await mkdir(directory, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const path = join(
          directory,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
        );
        writeFile(path, Buffer.concat(chunks)).then(
          () => {
            onMessage?.(path);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    directory,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
