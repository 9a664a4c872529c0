import { api, DATA_URL_PATTERN, matchPath } from '@silkway/contracts';

/** Magic numbers of the photo formats product.md §5 allows: JPG, PNG, GIF. */
const IMAGE_SIGNATURES: ReadonlyArray<readonly number[]> = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
];

export function isDataUrl(photo: string): boolean {
  return photo.startsWith('data:');
}

/** Judged by the bytes, not by the MIME type the browser claims. */
export function isImageDataUrl(photo: string): boolean {
  const match = DATA_URL_PATTERN.exec(photo);
  if (!match) return false;
  const bytes = Buffer.from(match[3] ?? '', 'base64');
  return IMAGE_SIGNATURES.some((signature) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
}

/** The files service's id of a photo it stored; null for any other URL. */
export function storedPhotoId(photo: string): number | null {
  const id = matchPath(api.downloads.byId, photo)?.id;
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
}

/** A photo already stored by the files service (what item answers carry), or a link kept as it is. */
export function isStoredPhotoUrl(photo: string): boolean {
  return storedPhotoId(photo) !== null || /^https?:\/\//.test(photo);
}
