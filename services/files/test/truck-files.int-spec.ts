import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DomainEvent, fileMessages } from '@silkway/contracts';
import { EVENT_JOB_OPTIONS, redisConnectionOptions } from '@silkway/service-kit';
import { type EmbeddedS3, startEmbeddedS3, startTestService, type TestService } from '@silkway/service-kit/testing';
import { Queue, QueueEvents } from 'bullmq';
import { DataSource } from 'typeorm';
import type { FilesConfig } from '../src/config.js';
import { filesService } from '../src/service.js';
import { ObjectStorage } from '../src/storage/object-storage.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const dataUrl = (bytes: Buffer, type = 'application/octet-stream') => `data:${type};base64,${bytes.toString('base64')}`;
const MAX_BYTES = 4096;

describe('files service: truck folders and documents', () => {
  let s3: EmbeddedS3;
  let s3Directory: string;
  let service: TestService<FilesConfig>;
  let files: Queue;
  let fileEvents: QueueEvents;

  beforeAll(async () => {
    s3Directory = await mkdtemp(join(tmpdir(), 'silkway-s3-'));
    s3 = await startEmbeddedS3({ directory: s3Directory });
    service = await startTestService(filesService, {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET_PREFIX: `t${randomUUID().slice(0, 8)}`,
      FILE_MAX_BYTES: String(MAX_BYTES),
    });
    const connection = redisConnectionOptions(service.config.REDIS_URL);
    files = new Queue('files', { connection, prefix: service.config.QUEUE_PREFIX });
    fileEvents = new QueueEvents('files', { connection, prefix: service.config.QUEUE_PREFIX });
    await fileEvents.waitUntilReady();
  });
  afterAll(async () => {
    await files?.close();
    await fileEvents?.close();
    await service?.close();
    await s3?.close();
    await rm(s3Directory, { recursive: true, force: true });
  });

  const upload = (truckId: number, body: Record<string, unknown>) => service.call('POST', `/api/admin/trucks/${truckId}/documents`, { body });
  const objectExists = async (url: string) => {
    const id = Number(url.split('/')[3]);
    const [file] = await service.app.get(DataSource).query('SELECT bucket, object_key FROM files.stored_files WHERE id = $1', [id]);
    return file ? service.app.get(ObjectStorage).exists(file.bucket, file.object_key) : false;
  };

  /** Delivers an event the way the outbox relay does: the event id is the job id. */
  const deliver = async (event: DomainEvent, jobId = event.id) => {
    const job = await files.add(event.type, event, { ...EVENT_JOB_OPTIONS, jobId });
    return job.waitUntilFinished(fileEvents, 10_000);
  };

  it('stores a document in a folder, lists its metadata and streams it back', async () => {
    const folder = await service.call('POST', '/api/admin/trucks/7/folders', { body: { name: 'Накладные' } });
    expect(folder.statusCode).toBe(201);

    const uploaded = await upload(7, { name: 'CMR.pdf', fileData: dataUrl(PDF, 'application/pdf'), type: 'application/pdf', folderId: folder.body.id });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'CMR.pdf', mimeType: 'application/pdf', fileSize: PDF.length, folderId: folder.body.id, url: expect.stringMatching(/^\/api\/files\/\d+\/download$/) });
    expect(uploaded.body).not.toHaveProperty('fileData');

    expect((await service.call('GET', '/api/admin/trucks/7/folders')).body).toEqual([folder.body]);
    expect((await service.call('GET', '/api/admin/trucks/7/documents')).body).toEqual([uploaded.body]);
    expect((await service.call('GET', '/api/admin/trucks/8/documents')).body).toEqual([]);

    const download = await service.call('GET', uploaded.body.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="CMR.pdf"/);
    expect(download.rawBody.equals(PDF)).toBe(true);
  });

  it('serves images inline with the type found in their bytes', async () => {
    const uploaded = await upload(7, { name: 'фото.png', fileData: dataUrl(PNG, 'text/html') });
    expect(uploaded.body.mimeType).toBe('image/png');
    const download = await service.call('GET', uploaded.body.url);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="____.png"; filename\*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE\.png$/);
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const before = (await service.call('GET', '/api/admin/trucks/9/documents')).body.length;
    const missing = await upload(9, { name: '', fileData: 'hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ name: [fileMessages.fileNameRequired], fileData: [fileMessages.fileData] });

    const executable = await upload(9, { name: 'run.exe', fileData: dataUrl(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])) });
    expect(executable.statusCode).toBe(400);
    expect(executable.body.message).toBe(fileMessages.unsupportedType);

    const tooLarge = await upload(9, { name: 'big.txt', fileData: dataUrl(Buffer.alloc(MAX_BYTES + 1, 'a')) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body.message).toBe(fileMessages.tooLarge(1));

    expect((await service.call('POST', '/api/admin/trucks/9/folders', { body: { name: '  ' } })).body.fieldErrors).toEqual({ name: [fileMessages.folderNameRequired] });
    expect((await service.call('GET', '/api/admin/trucks/9/documents')).body).toHaveLength(before);
    expect((await service.call('GET', '/api/admin/trucks/9/folders')).body).toEqual([]);
  });

  it('answers 404 for missing folders, documents and files', async () => {
    expect((await upload(9, { name: 'a.txt', fileData: dataUrl(Buffer.from('text')), folderId: 999999 })).body).toMatchObject({ statusCode: 404, message: fileMessages.folderNotFound });
    expect((await service.call('DELETE', '/api/admin/trucks/9/folders/999999')).statusCode).toBe(404);
    expect((await service.call('DELETE', '/api/admin/trucks/9/documents/999999')).statusCode).toBe(404);
    expect((await service.call('GET', '/api/files/999999/download')).statusCode).toBe(404);
  });

  it('deletes a document, and a folder with everything in it, objects included', async () => {
    const single = await upload(10, { name: 'note.txt', fileData: dataUrl(Buffer.from('Груз принят')) });
    expect((await service.call('DELETE', `/api/admin/trucks/10/documents/${single.body.id}`)).statusCode).toBe(204);
    expect(await objectExists(single.body.url)).toBe(false);

    const { body: folder } = await service.call('POST', '/api/admin/trucks/10/folders', { body: { name: 'Таможня' } });
    const inFolder = await upload(10, { name: 'decl.pdf', fileData: dataUrl(PDF), folderId: folder.id });
    const stored = (await service.app.get(DataSource).query('SELECT bucket, object_key FROM files.stored_files WHERE id = $1', [Number(inFolder.body.url.split('/')[3])]))[0];
    expect((await service.call('DELETE', `/api/admin/trucks/10/folders/${folder.id}`)).statusCode).toBe(204);
    expect((await service.call('GET', '/api/admin/trucks/10/documents')).body).toEqual([]);
    expect(await service.app.get(ObjectStorage).exists(stored.bucket, stored.object_key)).toBe(false);
  });

  it('removes a deleted truck’s folders, documents and objects once, however often the event arrives', async () => {
    const { body: folder } = await service.call('POST', '/api/admin/trucks/42/folders', { body: { name: 'Рейс 42' } });
    const first = await upload(42, { name: 'a.png', fileData: dataUrl(PNG), folderId: folder.id });
    const second = await upload(42, { name: 'b.txt', fileData: dataUrl(Buffer.from('loose document')) });
    const keep = await upload(43, { name: 'other-truck.txt', fileData: dataUrl(Buffer.from('keep me')) });
    const dataSource = service.app.get(DataSource);
    const storedRows = async () => Number((await dataSource.query('SELECT count(*) FROM files.stored_files'))[0].count);
    const rowsBefore = await storedRows();

    const event: DomainEvent<'truck.deleted'> = { id: randomUUID(), type: 'truck.deleted', occurredAt: new Date().toISOString(), payload: { truckId: 42 } };
    expect(await deliver(event)).toBe('applied');

    expect((await service.call('GET', '/api/admin/trucks/42/documents')).body).toEqual([]);
    expect((await service.call('GET', '/api/admin/trucks/42/folders')).body).toEqual([]);
    expect(await objectExists(first.body.url)).toBe(false);
    expect(await storedRows()).toBe(rowsBefore - 2);
    expect(await objectExists(keep.body.url)).toBe(true);
    expect(second.statusCode).toBe(201);

    // A folder made after the event must survive a redelivery of that same event.
    const { body: later } = await service.call('POST', '/api/admin/trucks/42/folders', { body: { name: 'Новый рейс' } });
    expect(await deliver(event, `${event.id}-redelivered`)).toBe('repeat');
    expect((await service.call('GET', '/api/admin/trucks/42/folders')).body).toEqual([later]);
  });

  it('reports PostgreSQL, Redis and S3 on /healthz without a token, and guards the rest', async () => {
    const health = await service.call('GET', '/healthz', { token: false });
    expect(health.statusCode).toBe(200);
    expect(health.body).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok', s3: 'ok' } });
    expect((await service.call('GET', '/api/admin/trucks/7/documents', { token: false })).statusCode).toBe(401);
    expect((await service.call('GET', '/api/files/1/download', { token: false })).statusCode).toBe(401);
  });
});
