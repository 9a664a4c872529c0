import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { inspectDataUrl } from './file-inspection.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (bytes: Buffer, type = 'application/octet-stream') => `data:${type};base64,${bytes.toString('base64')}`;

describe('inspectDataUrl', () => {
  it('takes the type from the bytes, not from the data URL', async () => {
    expect(await inspectDataUrl(dataUrl(PNG, 'application/pdf'), 1024)).toMatchObject({ mimeType: 'image/png' });
  });

  it('recognises plain UTF-8 text', async () => {
    expect(await inspectDataUrl(dataUrl(Buffer.from('Накладная №1\nИтого: 5')), 1024)).toMatchObject({ mimeType: 'text/plain' });
  });

  it('refuses binaries it does not store', async () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await expect(inspectDataUrl(dataUrl(elf), 1024)).rejects.toBeInstanceOf(BadRequestException);
  });

  it('refuses files over the limit with 413', async () => {
    await expect(inspectDataUrl(dataUrl(Buffer.alloc(2048, 'a')), 1024)).rejects.toBeInstanceOf(PayloadTooLargeException);
  });
});
