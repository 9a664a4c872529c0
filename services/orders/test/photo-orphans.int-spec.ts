import { truckMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { type PhotoEndpoint, startPhotoEndpoint } from './testing/photo-endpoint.js';
import { PNG_DATA_URL } from './testing/tiny-png.js';
import { startTruckEndpoint, type TruckEndpoint } from './testing/truck-endpoint.js';

jest.setTimeout(30_000);

/** Photos are stored before the item's transaction; when the write fails they are discarded (item-photos.discarded), none left without an item. */
describe('orders service: photos uploaded for a write that fails are discarded', () => {
  let service: TestService<OrdersConfig>;
  let photos: PhotoEndpoint;
  let inventory: TruckEndpoint;
  let orderId: number;

  beforeAll(async () => {
    photos = await startPhotoEndpoint();
    // An inventory with no trucks: truck 404 is refused.
    inventory = await startTruckEndpoint();
    service = await startTestService(ordersService, {
      FILES_URL: photos.url,
      INVENTORY_URL: inventory.url,
    });
    orderId = (await service.call('POST', '/api/admin/orders', { body: { name: 'Фото' } })).body.id;
  });
  afterAll(async () => {
    await service?.close();
    await photos?.close();
    await inventory?.close();
  });

  /** Every photo id announced as discarded so far. */
  const discardedIds = async (): Promise<number[]> =>
    (await service.query(`SELECT payload FROM orders.outbox WHERE type = 'item-photos.discarded'`))
      .flatMap((row: { payload: { photoIds: number[] } }) => row.payload.photoIds)
      .sort((a: number, b: number) => a - b);
  /** Ids the endpoint gave to the uploads made by `write`. */
  const uploadedBy = async (write: () => Promise<unknown>): Promise<number[]> => {
    const before = photos.received.length;
    await write();
    return Array.from(
      { length: photos.received.length - before },
      (_, index) => before + index + 1,
    );
  };

  it('discards the photos of an item that is refused after they were stored (unknown truck)', async () => {
    let answer: { statusCode: number; body: { fieldErrors?: unknown } } | undefined;
    const uploaded = await uploadedBy(async () => {
      answer = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
        body: { code: 'P-1', name: 'Ваза', photos: [PNG_DATA_URL, PNG_DATA_URL], truckId: 404 },
      });
    });
    expect(answer).toMatchObject({
      statusCode: 400,
      body: { fieldErrors: { truckId: [truckMessages.notFound] } },
    });
    expect(uploaded).toHaveLength(2);
    expect(await discardedIds()).toEqual(uploaded);
    expect((await service.call('GET', `/api/admin/orders/${orderId}`)).body.items).toEqual([]);
  });

  it("discards only the new photos of a refused edit; the item's own photos stay", async () => {
    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'P-2', name: 'Ваза', photos: [PNG_DATA_URL] },
    });
    const before = await discardedIds();
    const uploaded = await uploadedBy(async () => {
      const answer = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
        body: { photos: [...item.photos, PNG_DATA_URL], truckId: 404 },
      });
      expect(answer.statusCode).toBe(400);
    });
    expect(uploaded).toHaveLength(1);
    expect(await discardedIds()).toEqual([...before, ...uploaded].sort((a, b) => a - b));
    expect((await service.call('GET', `/api/admin/orders/${orderId}`)).body.items).toEqual([
      expect.objectContaining({ id: item.id, photos: item.photos }),
    ]);
  });

  it('discards the photos already stored when a later one cannot be (files service fails)', async () => {
    const before = await discardedIds();
    photos.failUpload(3);
    const uploaded = await uploadedBy(async () => {
      const answer = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
        body: { code: 'P-3', name: 'Ваза', photos: [PNG_DATA_URL, PNG_DATA_URL, PNG_DATA_URL] },
      });
      expect(answer.statusCode).toBe(502);
    });
    expect(uploaded).toHaveLength(2);
    expect(await discardedIds()).toEqual([...before, ...uploaded].sort((a, b) => a - b));
  });
});
