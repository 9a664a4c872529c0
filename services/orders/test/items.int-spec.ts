import { itemMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { type PhotoEndpoint, startPhotoEndpoint } from './testing/photo-endpoint.js';
import { PNG_BASE64 } from './testing/tiny-png.js';

const PNG = Buffer.from(PNG_BASE64, 'base64');
const photo = (bytes: Buffer = PNG) => `data:image/png;base64,${bytes.toString('base64')}`;

describe('orders service: items', () => {
  let service: TestService<OrdersConfig>;
  let photos: PhotoEndpoint;
  let orderId: number;

  beforeAll(async () => {
    photos = await startPhotoEndpoint();
    service = await startTestService(ordersService, { FILES_URL: photos.url });
    orderId = (
      await service.call('POST', '/api/admin/orders', { body: { name: 'Товары для магазина' } })
    ).body.id;
  });
  afterAll(async () => {
    await service?.close();
    await photos?.close();
  });

  const itemCount = async () =>
    (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items.length;

  it('adds an item through either call and refuses bad input with field errors, writing nothing', async () => {
    const viaOrder = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'K-1', name: 'Чайник', quantity: '' },
    });
    expect(viaOrder.statusCode).toBe(201);
    expect(viaOrder.body).toMatchObject({
      orderId,
      quantity: 1,
      photos: [],
      fromInventory: false,
      stockStatus: null,
    });
    const viaBody = await service.call('POST', '/api/admin/order-items', {
      body: { orderId, code: 'K-2', name: 'Чашки', quantity: 12 },
    });
    expect(viaBody.statusCode).toBe(201);

    const before = await itemCount();
    const rejected = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: '', name: 'x', quantity: '1.5', volumeType: 'л', pricePerUnit: '1.005' },
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.body.fieldErrors).toMatchObject({
      code: [itemMessages.codeRequired],
      quantity: [itemMessages.quantityWhole],
      volumeType: [itemMessages.volumeType],
      pricePerUnit: ['Не более 2 знаков после запятой'],
    });
    expect(
      (await service.call('POST', '/api/admin/order-items', { body: { code: 'x', name: 'y' } }))
        .body.fieldErrors,
    ).toHaveProperty('orderId');
    expect(await itemCount()).toBe(before);

    expect(
      (
        await service.call('POST', '/api/admin/orders/999999/items', {
          body: { code: 'x', name: 'y' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await service.call('POST', '/api/admin/order-items', {
          body: { orderId: 999999, code: 'x', name: 'y' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('uploads data-URL photos, keeps stored URLs, and ignores photos beyond the limit with a notice', async () => {
    const created = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'P-1', name: 'Ваза', photos: Array.from({ length: 7 }, () => photo()) },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.photos).toHaveLength(5);
    expect(created.body.notice).toBe(itemMessages.photosIgnored(5, 2));
    expect(photos.received).toHaveLength(5);

    const [kept] = created.body.photos;
    const replaced = await service.call(
      'PATCH',
      `/api/admin/orders/items/${created.body.id}/photos`,
      { body: { photos: [kept, photo()] } },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body.photos).toEqual([kept, '/api/files/6/download']);
    expect(replaced.body.notice).toBeUndefined();

    const notImage = await service.call(
      'PATCH',
      `/api/admin/orders/items/${created.body.id}/photos`,
      { body: { photos: [photo(Buffer.from('%PDF-1.4 not an image'))] } },
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.body.fieldErrors).toEqual({ photos: [itemMessages.photoNotImage] });
    expect(
      (
        await service.call('PATCH', `/api/admin/orders/items/${created.body.id}/photos`, {
          body: { photos: Array.from({ length: 11 }, () => kept) },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items.find(
        (item: { id: number }) => item.id === created.body.id,
      ).photos,
    ).toHaveLength(2);
    expect(
      (
        await service.call('PATCH', '/api/admin/orders/items/999999/photos', {
          body: { photos: [] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('updates an item, recomputing totals, and keeps typed totals with auto-calculation off', async () => {
    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: {
        code: 'U-1',
        name: 'Лампы',
        quantity: 4,
        pricePerUnit: 2.5,
        weight: 3,
        transportPrice: 1,
      },
    });
    expect(item.totalAmount).toBe(13);
    const updated = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { quantity: 10, paymentStatus: 'paid' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toMatchObject({
      code: 'U-1',
      quantity: 10,
      totalPrice: 25,
      totalAmount: 28,
      remainingAmount: 0,
    });
    const manual = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { autoCalculate: false, totalAmount: '30.00' },
    });
    expect(manual.body).toMatchObject({ autoCalculate: false, totalAmount: 30, totalPrice: 25 });

    const rejected = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { name: '', quantity: 0 },
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.body.fieldErrors).toEqual({
      name: [itemMessages.nameRequired],
      quantity: [itemMessages.quantityMin],
    });
    expect(
      (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items.find(
        (row: { id: number }) => row.id === item.id,
      ).name,
    ).toBe('Лампы');
    expect(
      (await service.call('PUT', '/api/admin/order-items/999999', { body: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('changes an item status with photos and refuses unknown statuses', async () => {
    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'S-1', name: 'Ковёр' },
    });
    const sent = await service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
      body: { status: 'Отправлено', photos: [photo()] },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'Отправлено',
      photos: [expect.stringMatching(/^\/api\/files\/\d+\/download$/)],
    });
    const delivered = await service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
      body: { status: 'Доставлено' },
    });
    expect(delivered.body.photos).toEqual(sent.body.photos);
    const rejected = await service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
      body: { status: 'Потеряно' },
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.body.fieldErrors).toEqual({ status: [itemMessages.status] });
    expect(
      (
        await service.call('PATCH', '/api/admin/order-items/999999/status', {
          body: { status: 'Доставлено' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes an item by its id or within its order, 404 otherwise', async () => {
    const { body: first } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'R-1', name: 'Лишнее' },
    });
    const { body: second } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'R-2', name: 'Лишнее' },
    });
    const otherOrder = (
      await service.call('POST', '/api/admin/orders', { body: { name: 'Другой' } })
    ).body.id;
    expect(
      (await service.call('DELETE', `/api/admin/orders/${otherOrder}/items/${first.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await service.call('DELETE', `/api/admin/orders/${orderId}/items/${first.id}`)).statusCode,
    ).toBe(204);
    expect((await service.call('DELETE', `/api/admin/order-items/${second.id}`)).statusCode).toBe(
      204,
    );
    expect((await service.call('DELETE', `/api/admin/order-items/${second.id}`)).statusCode).toBe(
      404,
    );
    const codes = (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items.map(
      (item: { code: string }) => item.code,
    );
    expect(codes).not.toContain('R-1');
    expect(codes).not.toContain('R-2');
  });

  it('takes an item from warehouse stock: price × quantity, and a stock.reduce-requested event for the inventory', async () => {
    const missing = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'W-0', name: 'Со склада', fromInventory: true },
    });
    expect(missing.body.fieldErrors).toEqual({
      inventoryItemId: [itemMessages.inventoryItemRequired],
    });

    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: {
        code: 'W-1',
        name: 'Кондиционер',
        fromInventory: true,
        inventoryItemId: 42,
        quantity: 3,
        pricePerUnit: '120.50',
        paymentStatus: 'paid',
        photos: [photo()],
      },
    });
    expect(item).toMatchObject({
      fromInventory: true,
      inventoryItemId: 42,
      status: 'На складе',
      paymentStatus: 'unpaid',
      photos: [],
      totalAmount: 361.5,
      remainingAmount: 361.5,
      stockStatus: 'pending',
    });
    const [event] = await service.query(
      `SELECT payload, consumer FROM orders.outbox WHERE type = 'stock.reduce-requested'`,
    );
    expect(event).toEqual({
      consumer: 'inventory',
      payload: {
        orderItemId: item.id,
        inventoryItemId: 42,
        target: 3,
        orderCode: expect.stringMatching(/^SW-/),
      },
    });
  });
});
