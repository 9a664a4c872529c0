import { acceptedLanguages } from './request-language.js';
import { Refusal, refusalText } from './refusal.js';

describe('refusals in the language the call asks for', () => {
  it.each([
    ['en-GB,en;q=0.9', ['en']],
    ['tg-TJ, ru;q=0.5', ['tj', 'ru']],
    ['zh;q=0.2, en;q=0.8, de', ['en', 'zh']],
    ['de, fr', []],
    ['en;q=0, ru', ['ru']],
  ] as const)('reads Accept-Language %j as %j', (header, languages) => {
    expect(acceptedLanguages(header)).toEqual(languages);
  });

  it('fills placeholders and keeps a missing one visible', () => {
    expect(refusalText('truckHasGoods', { count: 3, orders: 'SW-AAAA-BBBB' })).toBe(
      'Нельзя удалить трак: в нём товаров: 3 (заказы SW-AAAA-BBBB)',
    );
    expect(refusalText('truckHasGoods', { count: 3 }, 'en')).toBe(
      'The truck cannot be deleted: items in it: 3 (orders {{orders}})',
    );
  });

  it('answers in Russian without a known language, else in the asked one', () => {
    const refusal = new Refusal(409, 'warehouseHasStock', { count: 2 });
    expect(refusal.getStatus()).toBe(409);
    expect(refusal.message).toBe('Нельзя удалить склад: на нём позиций: 2');
    expect(refusal.messageFor(undefined)).toBe(refusal.message);
    expect(refusal.messageFor('de-DE')).toBe(refusal.message);
    expect(refusal.messageFor('zh-CN,en;q=0.5')).toBe('无法删除仓库：库存条目：2');
  });
});
