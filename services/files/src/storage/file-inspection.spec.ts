import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { fileMessages } from '@silkway/contracts';
import { inspectDataUrl } from './file-inspection.js';
import { FILE_KINDS } from './file-kinds.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const documents = FILE_KINDS['truck-documents'];
const dataUrl = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;

describe('inspectDataUrl', () => {
  it('takes the type from the bytes, not from the data URL', async () => {
    expect(await inspectDataUrl(dataUrl(PNG, 'application/pdf'), 1024, documents)).toMatchObject({
      mimeType: 'image/png',
    });
  });

  it('recognises plain UTF-8 text', async () => {
    expect(
      await inspectDataUrl(dataUrl(Buffer.from('Накладная №1\nИтого: 5')), 1024, documents),
    ).toMatchObject({ mimeType: 'text/plain' });
  });

  it('refuses binaries it does not store', async () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await expect(inspectDataUrl(dataUrl(elf), 1024, documents)).rejects.toBeInstanceOf(
      BadRequestException,
    );
  });

  it('keeps photos to JPG, PNG and GIF with a message of their own', async () => {
    expect(await inspectDataUrl(dataUrl(PNG), 1024, FILE_KINDS.photos)).toMatchObject({
      mimeType: 'image/png',
    });
    await expect(
      inspectDataUrl(dataUrl(Buffer.from('%PDF-1.4\n%%EOF\n')), 1024, FILE_KINDS.photos),
    ).rejects.toThrow(fileMessages.photoNotImage);
  });

  it('refuses files over the limit with 413', async () => {
    await expect(
      inspectDataUrl(dataUrl(Buffer.alloc(2048, 'a')), 1024, documents),
    ).rejects.toBeInstanceOf(PayloadTooLargeException);
  });
});
