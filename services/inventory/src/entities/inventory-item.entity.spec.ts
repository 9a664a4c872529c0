import { ConflictException } from '@nestjs/common';
import { InventoryItem } from './inventory-item.entity.js';

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
