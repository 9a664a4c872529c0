import type { OrdersSearchAnswer } from '@silkway/contracts';
import { ApiError, apiGet } from '@silkway/web-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTab, testLocation } from '../testing/index.js';
import type { AdminSearchResults } from './data/admin-search.js';
import { SearchResults } from './search-results.js';
import { SearchTab } from './search-tab.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../testing/web-client-mock'));

const createdAt = '2026-11-02T09:00:00.000Z';
const order: OrdersSearchAnswer['orders'][number] = {
  id: 12,
  version: 1,
  name: 'Кроссовки для Душанбе',
  code: 'SW-2026-12',
  comments: null,
  counterpartyId: 4,
  counterpartyName: 'Фарход Рахимов',
  counterpartyCompany: 'Рахимов и сыновья',
  status: 'active',
  warehouse: null,
  destination: 'Таджикистан/Душанбе',
  expectedDelivery: null,
  createdAt,
  totalQuantity: 2,
  totalWeight: 10,
  totalVolume: 0,
  totalAmount: 35,
  remainingAmount: 35,
};
const results: AdminSearchResults = {
  orders: [order],
  items: [
    {
      id: 30,
      orderId: 12,
      code: 'SW-KR-1',
      name: 'Кроссовки беговые',
      quantity: 2,
      status: 'Отправлено',
      orderName: 'Кроссовки для Душанбе',
      orderCode: 'SW-2026-12',
    } as unknown as OrdersSearchAnswer['items'][number],
  ],
  counterparties: [{ id: 4, name: 'Фарход Рахимов', company: null, type: 'both' }],
  inventory: [],
};
const nothing: AdminSearchResults = { orders: [], items: [], counterparties: [], inventory: [] };

const searchBox = () => screen.getByRole('searchbox', { name: /Поиск по заказам/ });
const group = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('Search tab', () => {
  it('asks nothing while the query is blank', () => {
    renderTab(<SearchTab />, '/admin/search');
    fireEvent.change(searchBox(), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(apiGet).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Найти' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Универсальный поиск')).toBeTruthy();
  });

  it('searches on Enter, keeps the query in the address, and groups the results with counts and links', async () => {
    const addressesAsked: string[] = [];
    jest.mocked(apiGet).mockImplementation(async () => {
      addressesAsked.push(testLocation.search);
      return results;
    });
    renderTab(<SearchTab />, '/admin/search');
    fireEvent.change(searchBox(), { target: { value: ' кроссовки ' } });
    fireEvent.submit(screen.getByRole('search'));

    expect(await screen.findByText('Результаты по запросу «кроссовки»: 3')).toBeTruthy();
    expect(apiGet).toHaveBeenCalledWith(
      `/api/admin/search?${new URLSearchParams({ q: 'кроссовки' })}`,
      expect.anything(),
    );
    expect(new URLSearchParams(testLocation.search).get('q')).toBe('кроссовки');
    // Asked by Enter itself, before the address changed and the screen rendered; once.
    expect(addressesAsked).toEqual(['']);

    const orders = group(/^Заказы/);
    expect(orders.getByText('1')).toBeTruthy();
    expect(orders.getByRole('link', { name: /Кроссовки для Душанбе/ }).getAttribute('href')).toBe(
      '/admin/orders?order=12',
    );
    expect(orders.getByText('В пути')).toBeTruthy();
    const items = group(/^Товары/);
    expect(items.getByRole('link', { name: /SW-KR-1/ }).getAttribute('href')).toBe(
      '/admin/orders?order=12',
    );
    expect(items.getByText('Отправлено')).toBeTruthy();
    const counterparties = group(/^Контрагенты/);
    expect(counterparties.getByRole('link').getAttribute('href')).toBe('/admin/counterparty/4');
    expect(counterparties.getByText('Клиент/Поставщик')).toBeTruthy();
    const stock = group(/^Склад/);
    expect(stock.getByText('0')).toBeTruthy();
    expect(stock.getByText('Нет совпадений')).toBeTruthy();
  });

  it('asks for the typed text once typing pauses, and Enter shows those results without asking again', async () => {
    jest.mocked(apiGet).mockClear().mockResolvedValue(results);
    renderTab(<SearchTab />, '/admin/search');
    fireEvent.change(searchBox(), { target: { value: 'кросс' } });
    fireEvent.change(searchBox(), { target: { value: 'кроссовки ' } });
    const url = `/api/admin/search?${new URLSearchParams({ q: 'кроссовки' })}`;
    await waitFor(() => expect(apiGet).toHaveBeenCalledWith(url, expect.anything()));
    expect(screen.queryByText(/Результаты по запросу/)).toBeNull();

    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('Результаты по запросу «кроссовки»: 3')).toBeTruthy();
    expect(jest.mocked(apiGet).mock.calls.map(([asked]) => asked)).toEqual([url]);
  });

  it('runs the query found in the address and links stock to its warehouse', async () => {
    jest.mocked(apiGet).mockResolvedValue({
      ...nothing,
      inventory: [
        {
          id: 5,
          code: 'ST-9',
          name: 'Ткань',
          warehouseId: 3,
          warehouseName: 'Гуанчжоу',
          availableQuantity: 40,
        },
      ],
    });
    renderTab(<SearchTab />, '/admin/search?q=ST-9');
    const stock = await screen.findByRole('region', { name: /^Склад/ });
    expect((searchBox() as HTMLInputElement).value).toBe('ST-9');
    expect(within(stock).getByRole('link', { name: /ST-9/ }).getAttribute('href')).toBe(
      '/admin/warehouse/3',
    );
    expect(within(stock).getByText('Доступно: 40')).toBeTruthy();
  });

  it('says when nothing is found', async () => {
    jest.mocked(apiGet).mockResolvedValue(nothing);
    renderTab(<SearchTab />, '/admin/search?q=zzz');
    expect(await screen.findByText('По запросу ничего не найдено')).toBeTruthy();
  });

  it("shows the server's message when the search fails", async () => {
    jest.mocked(apiGet).mockRejectedValue(
      new ApiError(
        502,
        JSON.stringify({
          statusCode: 502,
          message: 'Поиск временно недоступен, попробуйте позже',
        }),
        'Bad Gateway',
      ),
    );
    renderTab(<SearchTab />, '/admin/search?q=SW');
    expect(await screen.findByText('Не удалось выполнить поиск')).toBeTruthy();
    expect(screen.getByText('Поиск временно недоступен, попробуйте позже')).toBeTruthy();
  });
});

it('paints the first twelve rows of a group first and the rest a frame later, counting them all', async () => {
  const orders = Array.from({ length: 15 }, (_, index) => ({
    ...order,
    id: 100 + index,
    name: `Заказ ${index + 1}`,
  }));
  renderTab(<SearchResults results={{ ...nothing, orders }} />, '/admin/search');
  const ordersGroup = group(/^Заказы/);
  expect(ordersGroup.getAllByRole('link')).toHaveLength(12);
  expect(ordersGroup.getByText('15')).toBeTruthy();
  await waitFor(() => expect(ordersGroup.getAllByRole('link')).toHaveLength(15));
});
