import { api, pathOf } from '@silkway/contracts';
import { storedPhotoId } from '../../items/photos/photo-bytes.js';

/**
 * The address a client opens for one of its order's photos: a photo the files service stored goes
 * through the portal call, checked against the client's session each time; a link staff entered
 * stays as it is (it is no file of ours).
 */
export function clientPhotoUrl(orderId: number, photo: string): string {
  const fileId = storedPhotoId(photo);
  return fileId === null ? photo : pathOf(api.portal.orderPhoto, { id: orderId, fileId });
}
