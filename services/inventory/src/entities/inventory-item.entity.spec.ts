import { ConflictException } from '@nestjs/common';
import { InventoryItem, takeFromStock } from './inventory-item.entity.js';

describe('InventoryItem.take', () => {
  const itemWith = (quantity: number) => Object.assign(new InventoryItem(), { quantity });

  it('lowers the quantity down to exactly zero', () => {
    const item = itemWith(5);
    item.take(5);
    expect(item.quantity).toBe(0);
  });

  it('refuses to go below zero and leaves the stock unchanged', () => {
    const item = itemWith(2);
    expect(() => item.take(3)).toThrow(
      new ConflictException('Недостаточно товара на складе: доступно 2, запрошено 3'),
    );
    expect(item.quantity).toBe(2);
  });
});

describe('takeFromStock, the rule the reduce endpoint and the stock requests share', () => {
  it('gives what is asked while that many are left', () => {
    expect(takeFromStock(5, 5)).toEqual({ taken: true, left: 0 });
    expect(takeFromStock(7, 3)).toEqual({ taken: true, left: 4 });
  });

  it('refuses more than is left, saying how many are', () => {
    expect(takeFromStock(2, 3)).toEqual({
      taken: false,
      reason: 'Недостаточно товара на складе: доступно 2, запрошено 3',
    });
  });
});
