import { DEFAULT_ITEM_DESTINATION } from './item-destination.js';
import {
  itemCreateBody,
  itemMessages,
  itemPhotosPatchBody,
  itemsBulkPatchBody,
  itemStatusPatchBody,
  itemUpdateBody,
  orderItemCreateBody,
} from './items.js';
import { fieldErrors } from './testing/field-errors.js';

const minimal = { code: 'SC-01', name: 'Шарф' };

describe('itemCreateBody', () => {
  it('fills docs/product.md defaults', () => {
    expect(itemCreateBody.parse(minimal)).toEqual({
      ...minimal,
      quantity: 1,
      characteristics: null,
      description: null,
      deliveryPeriod: null,
      destination: DEFAULT_ITEM_DESTINATION,
      shipmentDate: null,
      expectedDeliveryDate: null,
      transport: 'Авто',
      comments: null,
      volumeType: 'kg',
      weight: 0,
      volume: 0,
      pricePerUnit: 0,
      transportPrice: 0,
      totalPrice: null,
      totalTransportCost: null,
      totalAmount: null,
      remainingAmount: null,
      status: 'На складе',
      paymentStatus: 'unpaid',
      photos: [],
      rawText: null,
      warehouseId: null,
      warehouseName: null,
      truckId: null,
      autoCalculate: true,
      fromInventory: false,
      inventoryItemId: null,
    });
  });

  it('requires code and name, trimmed', () => {
    expect(fieldErrors(itemCreateBody, { code: '   ', name: undefined })).toMatchObject({
      code: [itemMessages.codeRequired],
      name: [itemMessages.nameRequired],
    });
  });

  it.each([
    ['', 1],
    [null, 1],
    ['3', 3],
    [' 12 ', 12],
    [7, 7],
  ])('reads quantity %p as %p', (quantity, expected) => {
    expect(itemCreateBody.parse({ ...minimal, quantity }).quantity).toBe(expected);
  });

  it.each([
    [2.5, itemMessages.quantityWhole],
    ['0', itemMessages.quantityMin],
    [-3, itemMessages.quantityMin],
    ['abc', 'Введите число'],
  ])('refuses quantity %p', (quantity, message) => {
    expect(fieldErrors(itemCreateBody, { ...minimal, quantity }).quantity).toEqual([message]);
  });

  it('reads numbers typed as text, with a comma or spaces', () => {
    const item = itemCreateBody.parse({
      ...minimal,
      weight: '1,234',
      volume: '0.5',
      pricePerUnit: '1 250.50',
      transportPrice: '',
    });
    expect(item).toMatchObject({
      weight: 1.234,
      volume: 0.5,
      pricePerUnit: 1250.5,
      transportPrice: 0,
    });
  });

  it('allows 3 decimals for weight and volume, 2 for prices', () => {
    expect(
      fieldErrors(itemCreateBody, {
        ...minimal,
        weight: '1.2345',
        volume: 0.0001,
        pricePerUnit: '10.999',
        transportPrice: 0.001,
      }),
    ).toEqual({
      weight: ['Не более 3 знаков после запятой'],
      volume: ['Не более 3 знаков после запятой'],
      pricePerUnit: ['Не более 2 знаков после запятой'],
      transportPrice: ['Не более 2 знаков после запятой'],
    });
  });

  it('refuses garbage, negative and oversized numbers', () => {
    expect(
      fieldErrors(itemCreateBody, {
        ...minimal,
        weight: 'много',
        pricePerUnit: -1,
        transportPrice: 1e12,
        volume: true,
      }),
    ).toEqual({
      weight: ['Введите число'],
      pricePerUnit: ['Значение не может быть отрицательным'],
      transportPrice: ['Слишком большое значение'],
      volume: ['Введите число'],
    });
  });

  it('keeps typed totals for manual calculation; blank means not typed', () => {
    const item = itemCreateBody.parse({
      ...minimal,
      autoCalculate: false,
      totalAmount: '99.90',
      remainingAmount: '',
    });
    expect(item).toMatchObject({ autoCalculate: false, totalAmount: 99.9, remainingAmount: null });
  });

  it('accepts only docs/product.md units, transports, statuses and payment statuses', () => {
    expect(
      itemCreateBody.parse({
        ...minimal,
        volumeType: 'm³',
        transport: 'Море',
        status: 'Доставлено',
        paymentStatus: 'prepaid',
      }),
    ).toMatchObject({
      volumeType: 'm³',
      transport: 'Море',
      status: 'Доставлено',
      paymentStatus: 'prepaid',
    });
    expect(
      fieldErrors(itemCreateBody, {
        ...minimal,
        volumeType: 'l',
        transport: 'Поезд',
        status: 'Потерян',
        paymentStatus: 'later',
      }),
    ).toEqual({
      volumeType: [itemMessages.volumeType],
      transport: [itemMessages.transport],
      status: [itemMessages.status],
      paymentStatus: [itemMessages.paymentStatus],
    });
  });

  it('reads optional days and dates; blank is null', () => {
    const item = itemCreateBody.parse({
      ...minimal,
      deliveryPeriod: '15',
      shipmentDate: '2025-03-01',
      expectedDeliveryDate: '2025-03-20T10:00:00Z',
      destination: '',
    });
    expect(item).toMatchObject({
      deliveryPeriod: 15,
      shipmentDate: '2025-03-01',
      expectedDeliveryDate: '2025-03-20',
      destination: null,
    });
    expect(
      itemCreateBody.parse({ ...minimal, deliveryPeriod: '', shipmentDate: '' }),
    ).toMatchObject({ deliveryPeriod: null, shipmentDate: null });
    expect(
      fieldErrors(itemCreateBody, {
        ...minimal,
        deliveryPeriod: '1.5',
        shipmentDate: '2025-02-30',
        expectedDeliveryDate: '01.03.2025',
      }),
    ).toEqual({
      deliveryPeriod: [itemMessages.deliveryPeriodWhole],
      shipmentDate: ['Введите дату в формате ГГГГ-ММ-ДД'],
      expectedDeliveryDate: ['Введите дату в формате ГГГГ-ММ-ДД'],
    });
  });

  it('allows at most 10 photos', () => {
    expect(
      itemCreateBody.parse({ ...minimal, photos: Array(10).fill('data:image/png;base64,AA==') })
        .photos,
    ).toHaveLength(10);
    expect(
      fieldErrors(itemCreateBody, {
        ...minimal,
        photos: Array(11).fill('data:image/png;base64,AA=='),
      }).photos,
    ).toEqual([itemMessages.tooManyPhotos]);
  });

  it('needs the stock item of an item taken from a warehouse', () => {
    expect(
      fieldErrors(itemCreateBody, { ...minimal, fromInventory: true }).inventoryItemId,
    ).toEqual([itemMessages.inventoryItemRequired]);
    expect(
      itemCreateBody.parse({
        ...minimal,
        fromInventory: true,
        inventoryItemId: '7',
        warehouseId: 'none',
      }),
    ).toMatchObject({
      fromInventory: true,
      inventoryItemId: 7,
      warehouseId: null,
    });
  });
});

describe('orderItemCreateBody', () => {
  it('needs the order id', () => {
    expect(fieldErrors(orderItemCreateBody, minimal).orderId).toEqual(['Введите число']);
    expect(orderItemCreateBody.parse({ ...minimal, orderId: '4' }).orderId).toBe(4);
    expect(fieldErrors(orderItemCreateBody, { ...minimal, orderId: 0 }).orderId).toEqual([
      'Некорректный идентификатор',
    ]);
  });
});

describe('itemUpdateBody', () => {
  it('leaves absent fields out instead of resetting them to defaults', () => {
    expect(itemUpdateBody.parse({ pricePerUnit: '5' })).toEqual({ pricePerUnit: 5 });
  });

  it('keeps code and name required when sent', () => {
    expect(fieldErrors(itemUpdateBody, { code: '', name: ' ' })).toEqual({
      code: [itemMessages.codeRequired],
      name: [itemMessages.nameRequired],
    });
  });

  it('reads a blank quantity as 1', () => {
    expect(itemUpdateBody.parse({ quantity: '' })).toEqual({ quantity: 1 });
  });
});

describe('status and photo patches', () => {
  it('changes the status, with or without photos', () => {
    expect(itemStatusPatchBody.parse({ status: 'Отправлено' })).toEqual({ status: 'Отправлено' });
    expect(
      itemStatusPatchBody.parse({ status: 'Доставлено', photos: ['data:image/jpeg;base64,AA=='] })
        .photos,
    ).toHaveLength(1);
    expect(fieldErrors(itemStatusPatchBody, { status: 'Sent' }).status).toEqual([
      itemMessages.status,
    ]);
  });

  it('limits the photo list to 10', () => {
    expect(itemPhotosPatchBody.parse({ photos: [] })).toEqual({ photos: [] });
    expect(fieldErrors(itemPhotosPatchBody, { photos: Array(11).fill('x') }).photos).toEqual([
      itemMessages.tooManyPhotos,
    ]);
    expect(fieldErrors(itemPhotosPatchBody, { photos: [''] }).photos).toEqual([itemMessages.photo]);
  });
});

describe('itemsBulkPatchBody', () => {
  it('reads ids sent as numbers or text, once each, with a status, a truck or none (null)', () => {
    expect(itemsBulkPatchBody.parse({ itemIds: [3, '4', 3], status: 'Отправлено' })).toEqual({
      itemIds: [3, 4],
      status: 'Отправлено',
    });
    expect(itemsBulkPatchBody.parse({ itemIds: [3], truckId: '7' })).toEqual({
      itemIds: [3],
      truckId: 7,
    });
    expect(itemsBulkPatchBody.parse({ itemIds: [3], truckId: null })).toEqual({
      itemIds: [3],
      truckId: null,
    });
  });

  it('refuses no items, more than 200, bad ids, an unknown status and nothing to change', () => {
    expect(fieldErrors(itemsBulkPatchBody, { itemIds: [], status: 'Отправлено' })).toEqual({
      itemIds: [itemMessages.bulkNoItems],
    });
    expect(
      fieldErrors(itemsBulkPatchBody, {
        itemIds: Array.from({ length: 201 }, (_, index) => index + 1),
        status: 'Отправлено',
      }),
    ).toEqual({ itemIds: [itemMessages.bulkTooManyItems] });
    expect(fieldErrors(itemsBulkPatchBody, { itemIds: ['x'], status: 'Потеряно' })).toMatchObject({
      itemIds: expect.any(Array),
      status: [itemMessages.status],
    });
    expect(fieldErrors(itemsBulkPatchBody, { itemIds: [1] })).toEqual({
      status: [itemMessages.bulkNothingToChange],
    });
  });
});
