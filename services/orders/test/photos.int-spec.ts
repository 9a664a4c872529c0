import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

/** A link kept as it is: not stored by the files service, so never announced. */
const EXTERNAL_PHOTO = 'https://cdn.example.com/photos/vase.jpg';

describe('orders service: stored photos an item drops are discarded (item-photos.discarded → files)', () => {
  let service: TestService<OrdersConfig>;
  let orderId: number;
  let nextPhotoId = 100;
  const announced = new Set<string>();

  beforeAll(async () => {
    service = await startTestService(ordersService);
    orderId = (await createOrder()).id;
  });
  afterAll(() => service?.close());

  /** URLs as the files service answers them; already stored, so nothing is uploaded. */
  const storedPhotos = (count: number) =>
    Array.from({ length: count }, () => `/api/files/${nextPhotoId++}/download`);
  const idsOf = (urls: string[]) => urls.map((url) => Number(url.split('/')[3]));

  async function createOrder(): Promise<{ id: number }> {
    return (await service.call('POST', '/api/admin/orders', { body: { name: 'Фото товаров' } }))
      .body;
  }
  async function addItem(
    photos: string[],
    toOrder = orderId,
  ): Promise<{ id: number; photos: string[] }> {
    const answer = await service.call('POST', `/api/admin/orders/${toOrder}/items`, {
      body: { code: 'F-1', name: 'Ваза', photos },
    });
    expect(answer.statusCode).toBe(201);
    return answer.body;
  }
  const call = async (method: 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    (await service.call(method, url, body === undefined ? {} : { body })).statusCode;

  /** The photo ids of each `item-photos.discarded` row written since the last look; every row is addressed to files. */
  async function newlyDiscarded(): Promise<number[][]> {
    const rows: Array<{ id: string; consumer: string; payload: { photoIds: number[] } }> =
      await service.query(
        `SELECT id, consumer, payload FROM orders.outbox WHERE type = 'item-photos.discarded' AND NOT (id = ANY($1)) ORDER BY occurred_at`,
        [[...announced]],
      );
    for (const row of rows) {
      announced.add(row.id);
      expect(row.consumer).toBe('files');
    }
    return rows.map((row) => row.payload.photoIds);
  }

  it('announces the stored photos an item edit replaces, ignoring links that are not ours', async () => {
    const [first, second, third] = storedPhotos(3);
    const item = await addItem([first!, second!, EXTERNAL_PHOTO]);
    expect(await newlyDiscarded()).toEqual([]);

    expect(await call('PUT', `/api/admin/order-items/${item.id}`, { name: 'Ваза синяя' })).toBe(
      200,
    );
    expect(await newlyDiscarded()).toEqual([]);

    expect(
      await call('PUT', `/api/admin/order-items/${item.id}`, { photos: [second, third] }),
    ).toBe(200);
    expect(await newlyDiscarded()).toEqual([idsOf([first!])]);

    expect(
      await call('PUT', `/api/admin/order-items/${item.id}`, { photos: [third, second] }),
    ).toBe(200);
    expect(await newlyDiscarded()).toEqual([]);
  });

  it('announces what the photo dialog removes, once', async () => {
    const photos = storedPhotos(3);
    const item = await addItem(photos);

    expect(
      await call('PATCH', `/api/admin/orders/items/${item.id}/photos`, { photos: [photos[2]] }),
    ).toBe(200);
    expect(await newlyDiscarded()).toEqual([idsOf(photos.slice(0, 2))]);

    expect(await call('PATCH', `/api/admin/orders/items/${item.id}/photos`, { photos: [] })).toBe(
      200,
    );
    expect(await call('PATCH', `/api/admin/orders/items/${item.id}/photos`, { photos: [] })).toBe(
      200,
    );
    expect(await newlyDiscarded()).toEqual([idsOf(photos.slice(2))]);
  });

  it('announces photos replaced with a status change, and nothing when the status comes alone', async () => {
    const [before, after] = storedPhotos(2);
    const item = await addItem([before!]);

    expect(
      await call('PATCH', `/api/admin/order-items/${item.id}/status`, { status: 'Отправлено' }),
    ).toBe(200);
    expect(await newlyDiscarded()).toEqual([]);

    expect(
      await call('PATCH', `/api/admin/order-items/${item.id}/status`, {
        status: 'Доставлено',
        photos: [after],
      }),
    ).toBe(200);
    expect(await newlyDiscarded()).toEqual([idsOf([before!])]);
  });

  it('announces a deleted item’s photos through either delete call, and nothing when the deletion fails', async () => {
    const byIdPhotos = storedPhotos(2);
    const inOrderPhotos = storedPhotos(1);
    const byId = await addItem([...byIdPhotos, EXTERNAL_PHOTO]);
    const inOrder = await addItem(inOrderPhotos);
    const withoutPhotos = await addItem([]);
    const otherOrder = await createOrder();

    expect(await call('DELETE', `/api/admin/orders/${otherOrder.id}/items/${inOrder.id}`)).toBe(
      404,
    );
    expect(await newlyDiscarded()).toEqual([]);

    expect(await call('DELETE', `/api/admin/order-items/${byId.id}`)).toBe(204);
    expect(await newlyDiscarded()).toEqual([idsOf(byIdPhotos)]);
    expect(await call('DELETE', `/api/admin/orders/${orderId}/items/${inOrder.id}`)).toBe(204);
    expect(await newlyDiscarded()).toEqual([idsOf(inOrderPhotos)]);
    expect(await call('DELETE', `/api/admin/order-items/${withoutPhotos.id}`)).toBe(204);
    expect(await newlyDiscarded()).toEqual([]);
  });

  it('keeps a photo another item still shows', async () => {
    const [shared, own] = storedPhotos(2);
    const first = await addItem([shared!, own!]);
    const second = await addItem([shared!]);

    expect(await call('DELETE', `/api/admin/order-items/${first.id}`)).toBe(204);
    expect(await newlyDiscarded()).toEqual([idsOf([own!])]);

    expect(await call('PATCH', `/api/admin/orders/items/${second.id}/photos`, { photos: [] })).toBe(
      200,
    );
    expect(await newlyDiscarded()).toEqual([idsOf([shared!])]);
  });

  it('announces every photo of a deleted order’s items in one event beside order.deleted', async () => {
    const order = await createOrder();
    const firstPhotos = storedPhotos(2);
    const secondPhotos = storedPhotos(1);
    await addItem(firstPhotos, order.id);
    await addItem([...secondPhotos, EXTERNAL_PHOTO], order.id);
    await addItem([], order.id);

    expect(await call('DELETE', `/api/admin/orders/${order.id}`)).toBe(204);
    expect(await newlyDiscarded()).toEqual([idsOf([...firstPhotos, ...secondPhotos])]);
    const [deleted] = await service.query(
      `SELECT count(*)::int AS count FROM orders.outbox WHERE type = 'order.deleted' AND payload = $1`,
      [{ orderId: order.id }],
    );
    expect(deleted.count).toBe(1);

    const withoutPhotos = await createOrder();
    await addItem([EXTERNAL_PHOTO], withoutPhotos.id);
    expect(await call('DELETE', `/api/admin/orders/${withoutPhotos.id}`)).toBe(204);
    expect(await newlyDiscarded()).toEqual([]);
  });
});
