import type { Role } from '@silkway/contracts';
import { sampleItemAnswer, sampleOrderAnswer } from '@silkway/contracts/testing';
import { apiGet, apiSend } from '@silkway/web-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SignedInAs } from '../../auth/testing/index.js';
import { renderTab } from '../../testing/index.js';
import { OrderOverlay } from '../order-overlay/order-overlay.js';
import { registerOrdersTranslations } from '../orders-translations.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../../testing/web-client-mock'));

const order = sampleOrderAnswer;

beforeAll(() => {
  // Radix's select scrolls its chosen option into view, which jsdom does not do.
  Element.prototype.scrollIntoView = () => {};
});

beforeEach(() => {
  jest.mocked(apiGet).mockReset();
  jest.mocked(apiSend).mockReset();
  jest.mocked(apiGet).mockImplementation((url: string) => {
    if (url === '/api/admin/orders/7') return Promise.resolve(order);
    if (url === '/api/admin/trucks')
      return Promise.resolve([
        {
          id: 5,
          number: '01 TJ 555',
          capacity: 80,
          status: 'Свободен',
          currentWeight: 0,
          currentVolume: 0,
        },
      ]);
    return Promise.resolve({ followers: 0, lastSentAt: null });
  });
});

function renderOverlay(role: Role = 'owner') {
  registerOrdersTranslations();
  renderTab(
    <SignedInAs role={role}>
      <OrderOverlay orderId={7} onClose={() => {}} />
    </SignedInAs>,
    '/admin',
  );
}

/** Opens a Radix select by its name inside `area` and picks the option with the given text. */
async function choose(area: HTMLElement, name: string, option: string) {
  fireEvent.keyDown(within(area).getByRole('combobox', { name }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const orderCalls = () =>
  jest.mocked(apiGet).mock.calls.filter(([url]) => url === '/api/admin/orders/7').length;

describe('several items at once', () => {
  it('ticks two items, gives them a status and a truck in one call, then clears the bar and refreshes the order', async () => {
    jest.mocked(apiSend).mockResolvedValue([]);
    renderOverlay('warehouse');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать товар A-1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать товар A-3' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными товарами' });
    expect(within(bar).getByText('Выбрано: 2')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Применить' }).matches(':disabled')).toBe(true);

    await choose(bar, 'Новый статус', 'Отправлено');
    await choose(bar, 'Трак', '01 TJ 555');
    expect(within(bar).getByRole('combobox', { name: 'Новый статус' }).textContent).toBe(
      'Отправлено',
    );
    expect(within(bar).getByRole('combobox', { name: 'Трак' }).textContent).toBe('01 TJ 555');
    const loadsBefore = orderCalls();
    fireEvent.click(within(bar).getByRole('button', { name: 'Применить' }));

    await waitFor(() =>
      expect(apiSend).toHaveBeenCalledWith('PATCH', '/api/admin/orders/7/items', {
        itemIds: [1, 3],
        itemVersions: [
          { id: 1, version: 1 },
          { id: 3, version: 1 },
        ],
        status: 'Отправлено',
        truckId: 5,
      }),
    );
    expect(await screen.findByText('Товары изменены: 2')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Действия с выбранными товарами' })).toBeNull(),
    );
    await waitFor(() => expect(orderCalls()).toBeGreaterThan(loadsBefore));
  });

  it('selects all, takes them out of any truck, and says so when the server refuses', async () => {
    jest
      .mocked(apiSend)
      .mockRejectedValue(Object.assign(new Error('404: Товары не найдены'), { status: 404 }));
    renderOverlay();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать все' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными товарами' });
    expect(within(bar).getByText('Выбрано: 3')).toBeTruthy();
    const apply = within(bar).getByRole('button', { name: 'Применить' });
    await choose(bar, 'Трак', '01 TJ 555');
    expect(apply.matches(':disabled')).toBe(false);
    // «Не менять» leaves the field out again: nothing to apply, the choice shows its name.
    await choose(bar, 'Трак', 'Не менять трак');
    expect(apply.matches(':disabled')).toBe(true);
    expect(within(bar).getByRole('combobox', { name: 'Трак' }).textContent).toBe('Трак');
    await choose(bar, 'Трак', 'Без трака');
    fireEvent.click(within(bar).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(apiSend).toHaveBeenCalledWith('PATCH', '/api/admin/orders/7/items', {
        itemIds: [1, 2, 3],
        itemVersions: [
          { id: 1, version: 1 },
          { id: 2, version: 1 },
          { id: 3, version: 1 },
        ],
        truckId: null,
      }),
    );
    expect(await screen.findByText('Не удалось изменить товары')).toBeTruthy();
    // Refused: the selection stays for another try.
    expect(within(bar).getByText('Выбрано: 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все' }));
    expect(screen.queryByRole('region', { name: 'Действия с выбранными товарами' })).toBeNull();
  });

  it('offers no ticks to a role that cannot handle items', async () => {
    renderOverlay('viewer');
    await screen.findByText('Товар A-1');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe("an item's status picked on its card", () => {
  it('says «Статус изменён» once the server has it', async () => {
    jest.mocked(apiSend).mockResolvedValue(sampleItemAnswer(2, 'A-2'));
    renderOverlay();
    const card = await screen.findByRole('article', { name: 'A-2' });
    await choose(card, 'Статус товара', 'Доставлено');
    await waitFor(() =>
      expect(apiSend).toHaveBeenCalledWith(
        'PATCH',
        '/api/admin/order-items/2/status',
        { status: 'Доставлено' },
        // The version the card shows: a status picked on a card changed meanwhile is refused (412).
        { headers: { 'If-Match': '"item-2-v1"' } },
      ),
    );
    expect(await screen.findByText('Статус изменён')).toBeTruthy();
  });

  it('says it could not, with the server’s reason', async () => {
    jest.mocked(apiSend).mockRejectedValue(new Error('503: Склад не ответил'));
    renderOverlay();
    const card = await screen.findByRole('article', { name: 'A-1' });
    await choose(card, 'Статус товара', 'Отправлено');
    expect(await screen.findByText('Не удалось изменить статус')).toBeTruthy();
    expect(screen.getByText('503: Склад не ответил')).toBeTruthy();
  });
});
