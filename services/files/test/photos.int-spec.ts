import { fileMessages } from '@silkway/contracts';
import { dataUrl, type FilesTestKit, GIF, PDF, PNG, startFilesTestKit } from './files-test-kit.js';

const JPG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

describe('files service: item photos from the orders service (POST /internal/photos)', () => {
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
