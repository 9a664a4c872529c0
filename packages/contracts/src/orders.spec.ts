import { itemAnswer } from './items.js';
import {
  orderCreateBody,
  orderListQuery,
  orderMessages,
  orderStatusPatchBody,
  orderUpdateBody,
  orderWithItemsAnswer,
} from './orders.js';
import { fieldErrors } from './testing/field-errors.js';
import { sampleItemAnswer, sampleOrderAnswer } from './testing/order-answers.js';

describe('orderCreateBody', () => {
  it('needs only a name; the rest defaults to null and status to active', () => {
    expect(orderCreateBody.parse({ name: ' Заказ 1 ' })).toEqual({
      name: 'Заказ 1',
      code: null,
      comments: null,
      counterpartyId: null,
      status: 'active',
      destination: null,
      expectedDelivery: null,
    });
  });

  it('refuses a missing or blank name with a Russian message', () => {
    expect(fieldErrors(orderCreateBody, {}).name).toEqual([orderMessages.nameRequired]);
    expect(fieldErrors(orderCreateBody, { name: '  ' }).name).toEqual([orderMessages.nameRequired]);
  });

  it.each([
    ['none', null],
    ['', null],
    [null, null],
    ['12', 12],
    [5, 5],
  ])('reads counterpartyId %p as %p', (counterpartyId, expected) => {
    expect(orderCreateBody.parse({ name: 'A', counterpartyId }).counterpartyId).toBe(expected);
  });

  it.each([0, -1, 'abc', 1.5])('refuses counterpartyId %p', (counterpartyId) => {
    expect(fieldErrors(orderCreateBody, { name: 'A', counterpartyId }).counterpartyId).toEqual([
      'Некорректный идентификатор',
    ]);
  });

  it('turns an empty destination and date into null', () => {
    expect(
      orderCreateBody.parse({ name: 'A', destination: '', expectedDelivery: '', code: '  ' }),
    ).toMatchObject({
      destination: null,
      expectedDelivery: null,
      code: null,
    });
    expect(
      orderCreateBody.parse({ name: 'A', destination: 'Душанбе', expectedDelivery: '2025-06-01' }),
    ).toMatchObject({
      destination: 'Душанбе',
      expectedDelivery: '2025-06-01',
    });
  });

  it('accepts only active or completed', () => {
    expect(orderCreateBody.parse({ name: 'A', status: 'completed' }).status).toBe('completed');
    expect(fieldErrors(orderCreateBody, { name: 'A', status: 'archived' }).status).toEqual([
      orderMessages.status,
    ]);
  });
});

describe('orderUpdateBody and orderStatusPatchBody', () => {
  it('requires the name and leaves absent fields unchanged', () => {
    expect(orderUpdateBody.parse({ name: 'B' })).toEqual({ name: 'B' });
    expect(orderUpdateBody.parse({ name: 'B', counterpartyId: 'none' })).toEqual({
      name: 'B',
      counterpartyId: null,
    });
    expect(fieldErrors(orderUpdateBody, { comments: 'x' }).name).toEqual([
      orderMessages.nameRequired,
    ]);
  });

  it('patches the status', () => {
    expect(orderStatusPatchBody.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(fieldErrors(orderStatusPatchBody, {}).status).toEqual([orderMessages.status]);
  });
});

describe('orderListQuery', () => {
  it('defaults to every order, 50 per page, from the start', () => {
    expect(orderListQuery.parse({})).toEqual({ status: 'all', limit: 50, offset: 0 });
  });

  it('reads the query string', () => {
    expect(
      orderListQuery.parse({ status: 'active', q: ' SW-1 ', limit: '500', offset: '100' }),
    ).toEqual({
      status: 'active',
      q: 'SW-1',
      limit: 500,
      offset: 100,
    });
    expect(orderListQuery.parse({ q: '   ' }).q).toBeUndefined();
  });

  it('refuses an unknown status and out-of-range paging', () => {
    expect(fieldErrors(orderListQuery, { status: 'lost', limit: '501', offset: '-1' })).toEqual({
      status: [orderMessages.statusFilter],
      limit: [orderMessages.limit],
      offset: [orderMessages.offset],
    });
    expect(fieldErrors(orderListQuery, { limit: '0' }).limit).toEqual([orderMessages.limit]);
    expect(fieldErrors(orderListQuery, { limit: 'ten' }).limit).toEqual(['Введите число']);
  });
});

describe('orderWithItemsAnswer', () => {
  it('describes an order with totals and items', () => {
    const item = {
      ...sampleItemAnswer(1, 'SC-01'),
      truckId: 2,
      truck: { id: 2, number: '01 A 123' },
    };
    const order = { ...sampleOrderAnswer, items: [item] };
    expect(itemAnswer.parse(item)).toEqual(item);
    expect(orderWithItemsAnswer.parse(order).items).toHaveLength(1);
    expect(orderWithItemsAnswer.safeParse({ ...order, status: 'lost' }).success).toBe(false);
  });
});
