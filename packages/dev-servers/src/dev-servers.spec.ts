import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import nodemailer from 'nodemailer';
import { startEmbeddedS3, startMailCatcher } from './index.js';

describe('development stand-ins (started for real on loopback)', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'dev-servers-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('the mail catcher keeps each message it is sent as an .eml file', async () => {
    const kept: string[] = [];
    const catcher = await startMailCatcher({
      port: 0,
      directory,
      onMessage: (path) => kept.push(path),
    });
    try {
      await nodemailer.createTransport(catcher.url).sendMail({
        from: 'shop@silkway.test',
        to: 'client@example.com',
        subject: 'Заказ SW-1: новый статус',
        text: 'Статус заказа: В пути',
      });
      expect(await readdir(directory)).toEqual([expect.stringMatching(/\.eml$/)]);
      expect(kept).toHaveLength(1);
      const message = await readFile(kept[0]!, 'utf8');
      expect(message).toContain('To: client@example.com');
    } finally {
      await catcher.close();
    }
  });

  it('the embedded S3 keeps an object in its folder and gives it back', async () => {
    const s3 = await startEmbeddedS3({ directory });
    try {
      const url = new URL(s3.endpoint);
      const client = new Client({
        endPoint: url.hostname,
        port: Number(url.port),
        useSSL: false,
        accessKey: s3.accessKey,
        secretKey: s3.secretKey,
      });
      await client.makeBucket('files');
      await client.putObject('files', 'a.txt', Buffer.from('Плитка'));
      const object = await client.getObject('files', 'a.txt');
      const chunks: Buffer[] = [];
      for await (const chunk of object) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('Плитка');
    } finally {
      await s3.close();
    }
  });
});
