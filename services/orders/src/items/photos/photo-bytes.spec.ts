import { isImageDataUrl, isStoredPhotoUrl, storedPhotoId } from './photo-bytes.js';

const dataUrl = (bytes: number[], type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('photo bytes', () => {
  it('accepts JPG, PNG and GIF by their first bytes, whatever the claimed type', () => {
    expect(isImageDataUrl(dataUrl([0xff, 0xd8, 0xff, 0xe0, 0], 'application/octet-stream'))).toBe(
      true,
    );
    expect(isImageDataUrl(dataUrl([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(isImageDataUrl(dataUrl([...Buffer.from('GIF89a'), 0]))).toBe(true);
  });

  it('refuses other bytes behind an image type and text that is not a data URL', () => {
    expect(isImageDataUrl(dataUrl([...Buffer.from('%PDF-1.4')]))).toBe(false);
    expect(isImageDataUrl('data:image/png;base64,')).toBe(false);
    expect(isImageDataUrl('not a photo')).toBe(false);
  });

  it('recognises URLs of stored photos', () => {
    expect(isStoredPhotoUrl('/api/files/12/download')).toBe(true);
    expect(isStoredPhotoUrl('/etc/passwd')).toBe(false);
  });

  it('reads the stored file id from our download URLs only', () => {
    expect(storedPhotoId('/api/files/12/download')).toBe(12);
    expect(storedPhotoId('https://cdn.example.com/api/files/12/download')).toBeNull();
    expect(storedPhotoId('/api/files/12/download?x=1')).toBeNull();
  });
});
