import type { ItemAnswer, ScanAnswer } from '@silkway/contracts';
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

function renderCard(canChange: boolean) {
  registerScanTranslations();
  registerOrdersTranslations();
  const onAction = jest.fn();
  renderTab(
    <ScannedCard found={found} canChange={canChange} loadingTrucks={[]} onAction={onAction} />,
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
});
