import type { ChangeHistoryEntryAnswer, ItemAnswer } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { screen, within } from '@testing-library/react';
import { renderTab } from '../../testing/index.js';
import { registerOrdersTranslations } from '../orders-translations.js';
import { ItemHistoryDialog } from './item-history-dialog.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../../testing/web-client-mock'));

let id = 0;
const change = (
  fieldChanged: string,
  oldValue: string | null,
  newValue: string | null,
): ChangeHistoryEntryAnswer => ({
  id: (id += 1),
  itemId: 7,
  username: 'manager1',
  fieldChanged,
  oldValue,
  newValue,
  createdAt: '2026-11-20T10:15:00.000Z',
});

/** The history as the orders service stores it: field names and values as raw text. */
const history = [
  change('volumeType', 'kg', 'm³'),
  change('paymentStatus', 'unpaid', 'partial'),
  change('autoCalculate', 'true', 'false'),
  change('fromInventory', null, 'true'),
  change('pricePerUnit', '10', '12.5'),
  change('weight', '12.500', null),
  change('shipmentDate', null, '2026-03-07'),
  change('somethingNew', 'a', 'b'),
];

const rowOf = (label: string) =>
  screen
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(label, { exact: true }) !== null)!;

describe('item change history', () => {
  it('speaks Russian: the form’s labels, units, payment names, Да/Нет, USD and dates', async () => {
    jest.mocked(apiGet).mockResolvedValue(history);
    registerOrdersTranslations();
    renderTab(
      <ItemHistoryDialog item={{ id: 7, code: 'KG-1' } as ItemAnswer} onOpenChange={() => {}} />,
      '/admin',
    );
    await screen.findByText('Единица измерения');
    expect(apiGet).toHaveBeenCalledWith('/api/admin/change-history/item/7', expect.anything());

    const expectations: Array<[string, string, string]> = [
      ['Единица измерения', 'кг', 'м³'],
      ['Статус оплаты', 'Постоплата', 'Частично оплачено'],
      ['Автоматический расчёт', 'Да', 'Нет'],
      ['Из склада', 'пусто', 'Да'],
      ['Цена за единицу, USD', '10,00\u00a0USD', '12,50\u00a0USD'],
      ['Вес, кг', '12,5', 'пусто'],
      ['Дата отправки', 'пусто', '07.03.2026'],
      ['somethingNew', 'a', 'b'],
    ];
    for (const [label, before, after] of expectations) {
      expect(rowOf(label).textContent).toContain(`${before} → ${after}`);
    }
    const dialog = screen.getByRole('dialog');
    for (const raw of ['volumeType', 'unpaid', 'autoCalculate', 'fromInventory', 'kg']) {
      expect(dialog.textContent).not.toContain(raw);
    }
  });
});
