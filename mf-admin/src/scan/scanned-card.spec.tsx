import type { InventoryItemAnswer, ItemAnswer, ScanAnswer } from '@silkway/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { registerOrdersTranslations } from '../orders/index.js';
import { renderTab } from '../testing/index.js';
import { registerScanTranslations } from './scan-translations.js';
import { ScannedCard } from './scanned-card.js';

const item = {
  id: 41,
  version: 3,
  orderId: 7,
  code: 'TX-01',
  name: 'Ткань хлопковая',
  quantity: 12,
  status: 'На складе',
  photos: [],
  truckId: 5,
  truck: { id: 5, number: '01 TJ 777' },
} as unknown as ItemAnswer;

const found: ScanAnswer = {
  kind: 'item',
  id: 41,
  title: 'TX-01 · Ткань хлопковая',
  item,
  order: { id: 7, code: 'SW-2026-7', name: 'Ткани', counterpartyName: 'Фарход Саидов' },
};

const stockLine = {
  id: 90,
  version: 1,
  code: 'GL-7',
  name: 'Перчатки рабочие',
  description: null,
  characteristics: 'XL',
  quantity: 40,
  availableQuantity: 40,
  pricePerUnit: 2.5,
  volume: 0.01,
  volumeType: 'm³',
  warehouseId: 3,
  warehouseName: 'Гуанчжоу',
  deliveryPeriod: null,
  transport: 'Авто',
  createdAt: '2026-11-01T00:00:00.000Z',
} satisfies InventoryItemAnswer;

const foundStock: ScanAnswer = {
  kind: 'stock',
  id: 90,
  title: 'GL-7 · Перчатки рабочие',
  stock: stockLine,
};

function renderCard(
  canChange: boolean,
  {
    scanned = found,
    canTake = canChange,
    targetOrder = null as { id: number; code: string } | null,
  } = {},
) {
  registerScanTranslations();
  registerOrdersTranslations();
  const onAction = jest.fn();
  renderTab(
    <ScannedCard
      found={scanned}
      canChange={canChange}
      canTake={canTake}
      targetOrder={targetOrder}
      loadingTrucks={[]}
      onAction={onAction}
    />,
    '/admin/scan',
  );
  return onAction;
}

describe('ScannedCard', () => {
  it('shows what a warehouse hand needs of the item', () => {
    renderCard(true);
    for (const text of [
      'TX-01',
      '12',
      'SW-2026-7 · Ткани',
      'Фарход Саидов',
      '01 TJ 777',
      'Фото нет',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });

  it('changes the status in one tap, through the item status call, and leaves the current one be', () => {
    const onAction = renderCard(true);
    fireEvent.click(screen.getByRole('button', { name: 'На складе', pressed: true }));
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Отправлено' }));
    expect(onAction).toHaveBeenCalledWith({
      method: 'PATCH',
      url: '/api/admin/order-items/41/status',
      body: { status: 'Отправлено' },
      label: { key: 'action.status', values: { code: 'TX-01', status: 'Отправлено' } },
    });
  });

  it('unloads the item from its truck through the bulk item call of its order', () => {
    const onAction = renderCard(true);
    fireEvent.click(screen.getByRole('button', { name: 'Выгрузить из трака' }));
    expect(onAction).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/admin/orders/7/items',
        body: { itemIds: [41], truckId: null },
      }),
    );
  });

  it('offers no change to a role that does not handle items', () => {
    renderCard(false);
    expect(screen.queryByRole('button', { name: 'Отправлено' })).toBeNull();
    expect(screen.getByText(/Ваша роль не меняет товары/)).toBeTruthy();
  });

  it('asks for an order to be scanned before a stock line can be taken', () => {
    renderCard(true, { scanned: foundStock });
    expect(screen.getByText(/сначала отсканируйте заказ/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Взять в заказ/ })).toBeNull();
  });

  it('takes a quantity of the scanned stock line into the order scanned before it, in one tap', () => {
    const onAction = renderCard(true, {
      scanned: foundStock,
      targetOrder: { id: 7, code: 'SW-2026-7' },
    });
    fireEvent.change(screen.getByLabelText('Сколько взять со склада'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Взять в заказ SW-2026-7' }));
    expect(onAction).toHaveBeenCalledWith({
      method: 'POST',
      url: '/api/admin/orders/7/items',
      body: expect.objectContaining({
        fromInventory: true,
        inventoryItemId: 90,
        quantity: 3,
        code: 'GL-7',
        volume: 0.03,
      }),
      label: { key: 'action.take', values: { count: 3, code: 'GL-7', order: 'SW-2026-7' } },
    });
  });

  it('takes no more than the line holds', () => {
    const onAction = renderCard(true, {
      scanned: foundStock,
      targetOrder: { id: 7, code: 'SW-2026-7' },
    });
    fireEvent.change(screen.getByLabelText('Сколько взять со склада'), { target: { value: '41' } });
    expect(screen.getByText('На складе доступно только 40')).toBeTruthy();
    const take = screen.getByRole('button', { name: 'Взять в заказ SW-2026-7' });
    expect((take as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(take);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('offers no taking to a role that does not add items', () => {
    renderCard(false, { scanned: foundStock, targetOrder: { id: 7, code: 'SW-2026-7' } });
    expect(screen.queryByRole('button', { name: /Взять в заказ/ })).toBeNull();
  });
});
