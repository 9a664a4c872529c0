import { randomUUID } from 'node:crypto';
import { type DomainEvent, fileMessages } from '@silkway/contracts';
import { expectHealthy } from '@silkway/service-kit/testing';
import { type FilesTestKit, startFilesTestKit } from './testing/files-test-kit.js';
import { dataUrl, EXE, PDF, PNG } from './testing/sample-files.js';

const MAX_BYTES = 4096;

/** The same folders-and-documents calls serve the truck dialog and the order documents dialog. */
const OWNERS = [
  {
    path: 'trucks',
    kind: 'truck-documents',
    deleted: (id: number): DomainEvent => ({
      id: randomUUID(),
      type: 'truck.deleted',
      occurredAt: new Date().toISOString(),
      payload: { truckId: id },
    }),
  },
  {
    path: 'orders',
    kind: 'order-documents',
    deleted: (id: number): DomainEvent => ({
      id: randomUUID(),
      type: 'order.deleted',
      occurredAt: new Date().toISOString(),
      payload: { orderId: id },
    }),
  },
] as const;

describe('files service: truck and order folders and documents', () => {
  let kit: FilesTestKit;

  beforeAll(async () => {
    kit = await startFilesTestKit({ FILE_MAX_BYTES: String(MAX_BYTES) });
  });
  afterAll(() => kit?.close());

  describe.each(OWNERS)('/api/admin/$path/{id}', ({ path, kind, deleted }) => {
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: Record<string, unknown>) =>
      kit.service.call(method, `/api/admin/${path}${url}`, body ? { body } : {});
    const upload = (ownerId: number, body: Record<string, unknown>) =>
      call('POST', `/${ownerId}/documents`, body);

    it('stores a document in a folder, lists its metadata and streams it back', async () => {
      const folder = await call('POST', '/7/folders', { name: 'Накладные' });
      expect(folder.statusCode).toBe(201);
      expect(folder.body).toEqual({
        id: expect.any(Number),
        name: 'Накладные',
        createdAt: expect.any(String),
      });

      const uploaded = await upload(7, {
        name: 'CMR.pdf',
        fileData: dataUrl(PDF, 'application/pdf'),
        type: 'application/pdf',
        folderId: folder.body.id,
      });
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.body).toMatchObject({
        name: 'CMR.pdf',
        type: 'application/pdf',
        mimeType: 'application/pdf',
        fileSize: PDF.length,
        folderId: folder.body.id,
        url: expect.stringMatching(/^\/api\/files\/\d+\/download$/),
      });
      expect(uploaded.body).not.toHaveProperty('fileData');

      expect((await call('GET', '/7/folders')).body).toEqual([folder.body]);
      expect((await call('GET', '/7/documents')).body).toEqual([uploaded.body]);
      expect((await call('GET', '/8/documents')).body).toEqual([]);

      const download = await kit.service.call('GET', uploaded.body.url);
      expect(download.statusCode).toBe(200);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
      });
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="CMR.pdf"/);
      expect(download.rawBody.equals(PDF)).toBe(true);
      expect(await kit.objectExists(uploaded.body.url)).toBe(true);
    });

    it('serves images inline with the type found in their bytes', async () => {
      const uploaded = await upload(7, { name: 'фото.png', fileData: dataUrl(PNG, 'text/html') });
      expect(uploaded.body.mimeType).toBe('image/png');
      const download = await kit.service.call('GET', uploaded.body.url);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['content-disposition']).toMatch(
        /^inline; filename="____.png"; filename\*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE\.png$/,
      );
    });

    it('refuses bad input and forbidden types with clear messages, writing no row and no object', async () => {
      const objectsBefore = await kit.objectsIn(kind);
      const rowsBefore = await kit.storedFileRows();

      const missing = await upload(9, { name: '', fileData: 'hello' });
      expect(missing.statusCode).toBe(400);
      expect(missing.body.fieldErrors).toEqual({
        name: [fileMessages.fileNameRequired],
        fileData: [fileMessages.fileData],
      });

      const executable = await upload(9, {
        name: 'run.exe',
        fileData: dataUrl(EXE, 'application/pdf'),
      });
      expect(executable.statusCode).toBe(400);
      expect(executable.body.message).toBe(fileMessages.unsupportedType);

      const tooLarge = await upload(9, {
        name: 'big.txt',
        fileData: dataUrl(Buffer.alloc(MAX_BYTES + 1, 'a')),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.body.message).toBe(fileMessages.tooLarge(1));

      expect((await call('POST', '/9/folders', { name: '  ' })).body.fieldErrors).toEqual({
        name: [fileMessages.folderNameRequired],
      });
      expect(
        (
          await call('POST', '/9/documents', {
            name: 'a.txt',
            fileData: dataUrl(Buffer.from('text')),
            folderId: 'x',
          })
        ).body.fieldErrors,
      ).toEqual({ folderId: ['Некорректный идентификатор'] });
      expect((await call('GET', '/abc/documents')).statusCode).toBe(400);

      expect((await call('GET', '/9/documents')).body).toEqual([]);
      expect((await call('GET', '/9/folders')).body).toEqual([]);
      expect(await kit.storedFileRows()).toBe(rowsBefore);
      expect(await kit.objectsIn(kind)).toEqual(objectsBefore);
    });

    it('answers 404 for missing folders and documents, and for another owner’s', async () => {
      const { body: folder } = await call('POST', '/11/folders', { name: 'Чужая' });
      const { body: document } = await upload(11, {
        name: 'a.txt',
        fileData: dataUrl(Buffer.from('text')),
      });
      const objectsBefore = await kit.objectsIn(kind);

      expect(
        (
          await upload(12, {
            name: 'a.txt',
            fileData: dataUrl(Buffer.from('text')),
            folderId: folder.id,
          })
        ).body,
      ).toMatchObject({ statusCode: 404, message: fileMessages.folderNotFound });
      expect(
        (
          await upload(12, {
            name: 'a.txt',
            fileData: dataUrl(Buffer.from('text')),
            folderId: 999999,
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/12/folders/${folder.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/12/documents/${document.id}`)).body).toMatchObject({
        statusCode: 404,
        message: fileMessages.documentNotFound,
      });
      expect((await call('DELETE', '/12/folders/999999')).statusCode).toBe(404);
      expect((await kit.service.call('GET', '/api/files/999999/download')).statusCode).toBe(404);

      expect(await kit.objectsIn(kind)).toEqual(objectsBefore);
      expect((await call('GET', '/11/documents')).body).toEqual([document]);
    });

    it('deletes a document, and a folder with everything in it, objects included', async () => {
      const single = await upload(10, {
        name: 'note.txt',
        fileData: dataUrl(Buffer.from('Груз принят')),
      });
      expect((await call('DELETE', `/10/documents/${single.body.id}`)).statusCode).toBe(204);
      expect(await kit.objectExists(single.body.url)).toBe(false);

      const { body: folder } = await call('POST', '/10/folders', { name: 'Таможня' });
      const inFolder = await upload(10, {
        name: 'decl.pdf',
        fileData: dataUrl(PDF),
        folderId: folder.id,
      });
      const loose = await upload(10, {
        name: 'loose.txt',
        fileData: dataUrl(Buffer.from('stays')),
      });
      const objectsBefore = await kit.objectsIn(kind);
      expect((await call('DELETE', `/10/folders/${folder.id}`)).statusCode).toBe(204);
      expect((await call('GET', '/10/folders')).body).toEqual([]);
      expect((await call('GET', '/10/documents')).body).toEqual([loose.body]);
      expect(await kit.objectsIn(kind)).toHaveLength(objectsBefore.length - 1);
      expect(await kit.objectExists(inFolder.body.url)).toBe(false);
    });

    it(`removes the owner’s folders, documents and objects once, however often the deletion event arrives`, async () => {
      const { body: folder } = await call('POST', '/42/folders', { name: 'Рейс 42' });
      const first = await upload(42, {
        name: 'a.png',
        fileData: dataUrl(PNG),
        folderId: folder.id,
      });
      const second = await upload(42, {
        name: 'b.txt',
        fileData: dataUrl(Buffer.from('loose document')),
      });
      const keep = await upload(43, {
        name: 'other.txt',
        fileData: dataUrl(Buffer.from('keep me')),
      });
      const rowsBefore = await kit.storedFileRows();

      const event = deleted(42);
      expect(await kit.service.events.deliver(event)).toBe('applied');

      expect((await call('GET', '/42/documents')).body).toEqual([]);
      expect((await call('GET', '/42/folders')).body).toEqual([]);
      expect(await kit.objectExists(first.body.url)).toBe(false);
      expect(await kit.objectExists(second.body.url)).toBe(false);
      expect(await kit.storedFileRows()).toBe(rowsBefore - 2);
      expect(await kit.objectExists(keep.body.url)).toBe(true);

      // A folder made after the event must survive a redelivery of that same event.
      const { body: later } = await call('POST', '/42/folders', { name: 'Новый рейс' });
      expect(await kit.service.events.deliver(event, `${event.id}-redelivered`)).toBe('repeat');
      expect((await call('GET', '/42/folders')).body).toEqual([later]);
    });
  });

  it('keeps a truck’s and an order’s files apart when their ids are equal', async () => {
    const truckFolder = await kit.service.call('POST', '/api/admin/trucks/77/folders', {
      body: { name: 'Трак' },
    });
    const orderFolder = await kit.service.call('POST', '/api/admin/orders/77/folders', {
      body: { name: 'Заказ' },
    });
    expect(
      (
        await kit.service.call('POST', '/api/admin/orders/77/documents', {
          body: {
            name: 'a.txt',
            fileData: dataUrl(Buffer.from('x')),
            folderId: truckFolder.body.id,
          },
        })
      ).statusCode,
    ).toBe(404);

    expect(await kit.service.events.deliver(OWNERS[1].deleted(77))).toBe('applied');
    expect((await kit.service.call('GET', '/api/admin/orders/77/folders')).body).toEqual([]);
    expect((await kit.service.call('GET', '/api/admin/trucks/77/folders')).body).toEqual([
      truckFolder.body,
    ]);
    expect(orderFolder.statusCode).toBe(201);
  });

  it('reports PostgreSQL, Redis and S3 on /healthz without a token, and guards the rest', async () => {
    await expectHealthy(kit.service, ['postgres', 'redis', 's3']);
    expect(
      (await kit.service.call('GET', '/api/admin/trucks/7/documents', { token: false })).statusCode,
    ).toBe(401);
    expect(
      (await kit.service.call('GET', '/api/admin/orders/7/documents', { token: false })).statusCode,
    ).toBe(401);
    expect(
      (await kit.service.call('GET', '/api/files/1/download', { token: false })).statusCode,
    ).toBe(401);
  });
});
