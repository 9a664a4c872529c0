import type { InventoryItemAnswer } from '@silkway/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderInRussian } from '../testing/render-in-russian.js';
import { StockLinePicker } from './stock-line-picker.js';
import { stockItemBody, stockQuantityProblem } from './stock-lines.js';
import { answerFixture } from '../../testing/index.js';

const stockLine = answerFixture<InventoryItemAnswer>({
  id: 1,
  version: 1,
  code: 'INV-1',
  name: 'Кроссовки',
  description: null,
  characteristics: null,
  quantity: 5,
  availableQuantity: 5,
  pricePerUnit: 12.5,
  volume: 0.25,
  volumeType: 'm³',
  warehouseId: 7,
  warehouseName: 'Душанбе',
  deliveryPeriod: 20,
  transport: 'Авто',
  createdAt: '2026-11-01T10:00:00.000Z',
});

const lines = [
  stockLine({}),
  stockLine({
    id: 2,
    code: 'INV-2',
    name: 'Ткань',
    description: 'Хлопок, рулоны',
    volumeType: 'kg',
  }),
];

function renderPicker() {
  const onSubmit = jest.fn();
  renderInRussian(
    <StockLinePicker lines={lines} onSubmit={onSubmit} onCancel={jest.fn()} pending={false} />,
  );
  return onSubmit;
}

const addButton = () =>
  screen.getByRole('button', { name: 'Добавить в заказ' }) as HTMLButtonElement;
const typeQuantity = (value: string) =>
  fireEvent.change(screen.getByLabelText('Количество'), { target: { value } });

describe('stock quantity rule (product.md §5 "Add from inventory")', () => {
  it.each([
    ['1', null],
    ['5', null],
    ['', 'min'],
    ['0', 'min'],
    ['-2', 'min'],
    ['6', 'max'],
    ['2.5', 'whole'],
    ['два', 'whole'],
  ] as const)('"%s" of 5 available → %s', (text, problem) => {
    expect(stockQuantityProblem(text, 5)).toBe(problem);
  });

  it('turns a line into an item taken from stock, its per-unit measure times the quantity', () => {
    expect(stockItemBody(lines[0]!, 3)).toMatchObject({
      fromInventory: true,
      inventoryItemId: 1,
      quantity: 3,
      code: 'INV-1',
      pricePerUnit: 12.5,
      volumeType: 'm³',
      volume: 0.75,
      weight: 0,
      warehouseId: 7,
      warehouseName: 'Душанбе',
    });
  });
});

describe('from-warehouse stock picker', () => {
  it('keeps "add" disabled until a line is selected, then offers quantity 1 and its total', () => {
    renderPicker();
    expect(addButton().disabled).toBe(true);
    expect(screen.queryByLabelText('Количество')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'INV-1 · Кроссовки' }));
    expect((screen.getByLabelText('Количество') as HTMLInputElement).value).toBe('1');
    expect(addButton().disabled).toBe(false);
    expect(screen.getByText('Итого').nextElementSibling?.textContent).toBe('12,50\u00a0USD');
  });

  it('refuses a quantity below 1, above the available quantity or not whole', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'INV-1 · Кроссовки' }));
    typeQuantity('0');
    expect(screen.getByText('Количество должно быть не меньше 1')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    typeQuantity('6');
    expect(screen.getByText('На складе доступно только 5')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    typeQuantity('1.5');
    expect(screen.getByText('Количество должно быть целым числом')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('sends the whole available quantity, priced price × quantity', () => {
    const onSubmit = renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'INV-1 · Кроссовки' }));
    typeQuantity('5');
    expect(screen.getByText('Итого').nextElementSibling?.textContent).toBe('62,50\u00a0USD');
    fireEvent.click(addButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ inventoryItemId: 1, quantity: 5 });
  });

  it('searches the stock by code, name or description', () => {
    renderPicker();
    const search = screen.getByLabelText('Поиск по складу');
    fireEvent.change(search, { target: { value: 'хлопок' } });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'INV-2 · Ткань',
    ]);
    fireEvent.change(search, { target: { value: 'inv-1' } });
    expect(screen.getByRole('radio', { name: 'INV-1 · Кроссовки' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'нет такого' } });
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });
});
