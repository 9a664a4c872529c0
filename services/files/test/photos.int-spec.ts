import { randomUUID } from 'node:crypto';
import { type DomainEvent, fileMessages } from '@silkway/contracts';
import { type FilesTestKit, startFilesTestKit } from './testing/files-test-kit.js';
import { dataUrl, GIF, PDF, PNG } from './testing/sample-files.js';

const JPG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

/** What the orders service writes to its outbox when items drop stored photos. */
const discarded = (photoIds: number[]): DomainEvent => ({
  id: randomUUID(),
  type: 'item-photos.discarded',
  occurredAt: new Date().toISOString(),
  payload: { photoIds },
});

describe('files service: item photos from the orders service (POST /internal/photos, item-photos.discarded)', () => {
  let kit: FilesTestKit;

  beforeAll(async () => {
    kit = await startFilesTestKit();
  });
  afterAll(() => kit?.close());

  /** Exactly the call the orders service's PhotoStore makes. */
  const storePhoto = (body: unknown) => kit.service.call('POST', '/internal/photos', { body });

  it.each([
    ['PNG', PNG, 'image/png', 'photo.png'],
    ['GIF', GIF, 'image/gif', 'photo.gif'],
    ['JPG', JPG, 'image/jpeg', 'photo.jpg'],
  ])(
    'stores a %s photo and serves the same bytes inline with the type found in them',
    async (_format, bytes, mimeType, fileName) => {
      const stored = await storePhoto({ dataUrl: dataUrl(bytes, 'application/octet-stream') });
      expect(stored.statusCode).toBe(201);
      expect(stored.body).toEqual({
        id: expect.any(Number),
        url: `/api/files/${stored.body.id}/download`,
      });
      expect(await kit.objectExists(stored.body.url)).toBe(true);

      const download = await kit.service.call('GET', stored.body.url);
      expect(download.statusCode).toBe(200);
      expect(download.headers).toMatchObject({
        'content-type': mimeType,
        'x-content-type-options': 'nosniff',
      });
      expect(download.headers['content-disposition']).toMatch(
        new RegExp(`^inline; filename="${fileName}"`),
      );
      expect(download.rawBody.equals(bytes)).toBe(true);
    },
  );

  it('refuses anything but JPG, PNG and GIF by its bytes, whatever type it claims, and stores nothing', async () => {
    const objectsBefore = await kit.objectsIn('photos');
    const rowsBefore = await kit.storedFileRows();

    const pdf = await storePhoto({ dataUrl: dataUrl(PDF, 'image/png') });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.body.message).toBe(fileMessages.photoNotImage);

    const text = await storePhoto({ dataUrl: dataUrl(Buffer.from('просто текст'), 'image/jpeg') });
    expect(text.body).toMatchObject({ statusCode: 400, message: fileMessages.photoNotImage });

    const notDataUrl = await storePhoto({ dataUrl: 'https://example.com/cat.png' });
    expect(notDataUrl.statusCode).toBe(400);
    expect(notDataUrl.body.fieldErrors).toEqual({ dataUrl: [fileMessages.fileData] });
    expect((await storePhoto({})).body.fieldErrors).toEqual({ dataUrl: [fileMessages.fileData] });

    expect(await kit.storedFileRows()).toBe(rowsBefore);
    expect(await kit.objectsIn('photos')).toEqual(objectsBefore);
  });

  it('removes the rows and objects of discarded photos once, photos only, and takes ids already gone in its stride', async () => {
    const [first, second, other] = [
      await storePhoto({ dataUrl: dataUrl(PNG) }),
      await storePhoto({ dataUrl: dataUrl(GIF) }),
      await storePhoto({ dataUrl: dataUrl(PNG) }),
    ].map((answer) => answer.body);
    const document = await kit.service.call('POST', '/api/admin/orders/5/documents', {
      body: { name: 'CMR.pdf', fileData: dataUrl(PDF) },
    });
    expect(document.statusCode).toBe(201);
    const documentId = Number(document.body.url.split('/')[3]);
    const objectsBefore = await kit.objectsIn('photos');
    const rowsBefore = await kit.storedFileRows();

    const event = discarded([first.id, second.id, documentId, 999_999]);
    expect(await kit.service.events.deliver(event)).toBe('applied');

    expect(await kit.objectExists(first.url)).toBe(false);
    expect(await kit.objectExists(second.url)).toBe(false);
    expect(await kit.objectExists(other.url)).toBe(true);
    expect(await kit.objectExists(document.body.url)).toBe(true);
    expect(await kit.storedFileRows()).toBe(rowsBefore - 2);
    expect(await kit.objectsIn('photos')).toHaveLength(objectsBefore.length - 2);
    expect((await kit.service.call('GET', first.url)).statusCode).toBe(404);

    expect(await kit.service.events.deliver(event, `${event.id}-redelivered`)).toBe('repeat');
    expect(await kit.service.events.deliver(discarded([first.id, other.id]))).toBe('applied');
    expect(await kit.objectExists(other.url)).toBe(false);
    expect(await kit.storedFileRows()).toBe(rowsBefore - 3);
    expect(await kit.objectsIn('photos')).toHaveLength(objectsBefore.length - 3);
  });

  it('needs the internal token like every route', async () => {
    expect(
      (
        await kit.service.call('POST', '/internal/photos', {
          body: { dataUrl: dataUrl(PNG) },
          token: false,
        })
      ).statusCode,
    ).toBe(401);
  });
});
