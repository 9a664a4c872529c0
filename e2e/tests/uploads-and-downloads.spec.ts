import { request as apiRequest } from '@playwright/test';
import { apiOk, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';

/** A JPEG of `bytes` bytes as the photo forms send it: what counts is the signature at the start. */
const jpegDataUrl = (bytes: number) => {
  const jpeg = Buffer.alloc(bytes, 0x11);
  jpeg.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
};

test.describe('real photos through the gateway, orders and files; stored files only for administrators', () => {
  test('an 800 KB and a 3 MB photo are stored and served back; 30 MB is 413 in Russian; strangers get 401', async ({
    request,
    baseURL,
  }) => {
    await signInApi(request);
    const order = await apiOk<{ id: number }>(
      request.post('/api/admin/orders', { data: { name: 'Фото для проверки' } }),
    );
    for (const bytes of [800 * 1024, 3 * 1024 * 1024]) {
      const item = await apiOk<{ photos: string[] }>(
        request.post(`/api/admin/orders/${order.id}/items`, {
          data: { code: `PH-${bytes}`, name: 'Фото', photos: [jpegDataUrl(bytes)] },
        }),
      );
      expect(item.photos).toHaveLength(1);
      const photoUrl = item.photos[0]!;
      const download = await request.get(photoUrl);
      expect(download.status()).toBe(200);
      expect((await download.body()).length).toBe(bytes);
      const part = await request.get(photoUrl, { headers: { range: 'bytes=0-3' } });
      expect(part.status()).toBe(206);
      expect(part.headers()['content-range']).toBe(`bytes 0-3/${bytes}`);
      expect([...(await part.body())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);

      const stranger = await apiRequest.newContext({ baseURL });
      expect((await stranger.get(photoUrl)).status()).toBe(401);
      await stranger.dispose();
    }

    const tooLarge = await request.post(`/api/admin/orders/${order.id}/items`, {
      data: { code: 'PH-30', name: 'Фото', photos: [jpegDataUrl(30 * 1024 * 1024)] },
    });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).message).toMatch(/^Слишком большой запрос: не более \d+ МБ$/);
    await apiOk(request.delete(`/api/admin/orders/${order.id}`));
  });
});
