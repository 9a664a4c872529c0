import { readAsDataUrl } from '../../formats/index.js';

/** product.md §5: photos are JPG, PNG or GIF images; anything else is ignored. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/**
 * The chosen files that fit: images of the allowed types, up to `room` of them, as data URLs (the
 * server stores them and answers with URLs). `ignored` counts the files left out.
 */
export async function readPhotoFiles(
  files: readonly File[],
  room: number,
): Promise<{ dataUrls: string[]; ignored: number }> {
  const images = files.filter((file) => (PHOTO_TYPES as readonly string[]).includes(file.type));
  const taken = images.slice(0, Math.max(0, room));
  const dataUrls = await Promise.all(taken.map(readAsDataUrl));
  return { dataUrls, ignored: files.length - taken.length };
}
