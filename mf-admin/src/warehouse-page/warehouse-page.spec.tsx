import type { InventoryItemAnswer, WarehouseAnswer } from '@silkway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderWithApi, type SentRequest } from '../warehouses/testing/index.js';
import { WarehousePage } from './warehouse-page.js';
import { answerFixture } from '../testing/index.js';

const warehouse: WarehouseAnswer = {
  id: 4,
  version: 1,
  name: 'Иу',
  location: 'Иу',
  address: 'Futian market, 3',
  capacity: 250.5,
  currentUtilization: 0,
  isActive: false,
  manager: 'Чжан Мин',
  phone: null,
  comments: 'Приём по будням',
  createdAt: '2026-11-01T10:00:00.000Z',
};

const stockLine = answerFixture<InventoryItemAnswer>({
  id: 10,
  version: 1,
  code: 'SH-42',
  name: 'Кроссовки',
  description: 'Белые, размер 42',
  characteristics: null,
  quantity: 4,
  availableQuantity: 4,
  pricePerUnit: 12.5,
  volume: 0.25,
  volumeType: 'm³',
  warehouseId: 4,
  warehouseName: 'Иу',
  deliveryPeriod: 20,
  transport: 'Авто',
  createdAt: '2026-11-02T10:00:00.000Z',
});

const shoes = stockLine({});
const fabric = stockLine({
  id: 11,
  code: 'TX-1',
  name: 'Ткань',
  description: 'Хлопок',
  volumeType: 'kg',
  volume: 2,
  pricePerUnit: 3,
  quantity: 10,
  deliveryPeriod: null,
  transport: 'ЖД',
});

function openPage(
  id: string,
  extra: (request: SentRequest) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  let stock = [shoes, fabric];
  const sent = fakeServer((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/warehouses/4')
      return { status: 200, body: warehouse };
    if (request.method === 'GET' && request.path === '/api/admin/warehouse-inventory/4')
      return { status: 200, body: stock };
    const answer = extra(request);
    if (answer && request.method === 'POST' && answer.status === 201)
      stock = [...stock, answer.body as InventoryItemAnswer];
    if (answer && request.method === 'DELETE' && answer.status === 204)
      stock = stock.filter((line) => !request.path.endsWith(`/${line.id}`));
    return answer;
  });
  renderWithApi(<WarehousePage />, {
    path: `/admin/warehouse/${id}`,
    pattern: '/admin/warehouse/:id',
  });
  return sent;
}

const stockGets = (sent: SentRequest[]) =>
  sent.filter(
    (request) => request.method === 'GET' && request.path === '/api/admin/warehouse-inventory/4',
  ).length;

describe('warehouse page', () => {
  it('shows the name, location, status badge and info', async () => {
    openPage('4');
    expect(await screen.findByRole('heading', { name: 'Иу', level: 2 })).toBeTruthy();
    const info = within(screen.getByRole('region', { name: 'Информация' }));
    expect(info.getByText('Неактивен')).toBeTruthy();
    expect(info.getByText('Futian market, 3')).toBeTruthy();
    expect(info.getByText('Чжан Мин')).toBeTruthy();
    expect(info.getByText('250.5 м³')).toBeTruthy();
    expect(info.getByText('Приём по будням')).toBeTruthy();
    expect(await info.findByText('2')).toBeTruthy();
  });

  it('lists the stock with each line total and searches by code, name or description', async () => {
    openPage('4');
    const stock = within(await screen.findByRole('region', { name: 'Товары на складе' }));
    expect((await stock.findAllByText('12,50 USD')).length).toBeGreaterThan(0);
    expect(stock.getAllByText('60,00 USD').length).toBeGreaterThan(0);

    fireEvent.change(
      stock.getByRole('searchbox', { name: 'Поиск по коду, названию или описанию' }),
      { target: { value: 'хлопок' } },
    );
    expect(stock.queryAllByText('Кроссовки')).toHaveLength(0);
    expect(stock.getAllByText('Ткань').length).toBeGreaterThan(0);
    expect(stock.getByText('Показано 1 из 2')).toBeTruthy();

    fireEvent.change(stock.getByRole('searchbox'), { target: { value: 'нет такого' } });
    expect(stock.getByText('Ничего не найдено')).toBeTruthy();
  });

  it('adds a stock line to this warehouse and asks for the stock again', async () => {
    const added = stockLine({
      id: 12,
      code: 'BG-7',
      name: 'Сумки',
      description: null,
      quantity: 3,
      pricePerUnit: 4,
      volume: 1.5,
      volumeType: 'kg',
    });
    const sent = openPage('4', (request) =>
      request.method === 'POST' ? { status: 201, body: added } : undefined,
    );
    const stock = within(await screen.findByRole('region', { name: 'Товары на складе' }));
    await stock.findAllByText('Кроссовки');
    fireEvent.click(stock.getByRole('button', { name: 'Добавить товар' }));
    const dialog = within(await screen.findByRole('dialog'));
    const submit = dialog.getByRole('button', { name: 'Добавить товар' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(dialog.getByLabelText(/Код/), { target: { value: 'BG-7' } });
    fireEvent.change(dialog.getByLabelText(/Название/), { target: { value: 'Сумки' } });
    fireEvent.change(dialog.getByLabelText('Количество'), { target: { value: '3' } });
    fireEvent.change(dialog.getByLabelText('Цена за единицу, USD'), { target: { value: '4' } });
    fireEvent.change(dialog.getByLabelText('Вес единицы, кг'), { target: { value: '1.5' } });
    expect(dialog.getByRole('status', { name: 'Сумма' }).textContent).toBe('18,00\u00a0USD');
    const readsBefore = stockGets(sent);
    fireEvent.click(submit);

    expect(await screen.findByText('Товар добавлен на склад')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/warehouse-inventory',
      body: expect.objectContaining({
        warehouseId: 4,
        code: 'BG-7',
        name: 'Сумки',
        quantity: 3,
        pricePerUnit: 4,
        volume: 1.5,
        volumeType: 'kg',
        transport: 'Авто',
        deliveryPeriod: null,
      }),
    });
    await waitFor(() => expect(stockGets(sent)).toBeGreaterThan(readsBefore));
    expect((await stock.findAllByText('Сумки')).length).toBeGreaterThan(0);
  });

  it('edits a line and shows product.md §8 text when the update fails', async () => {
    const sent = openPage('4', (request) =>
      request.method === 'PUT' ? { status: 500 } : undefined,
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'Изменить товар TX-1' }))[0]!);
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText(/Название/) as HTMLInputElement).value).toBe('Ткань');
    fireEvent.change(dialog.getByLabelText('Количество'), { target: { value: '7' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось обновить товар')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/admin/warehouse-inventory/11',
      body: { quantity: 7, warehouseId: 4 },
    });
  });

  it('deletes a line after a confirmation', async () => {
    const sent = openPage('4', (request) =>
      request.method === 'DELETE' ? { status: 204 } : undefined,
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'Удалить товар SH-42' }))[0]!);
    const confirmation = within(await screen.findByRole('alertdialog'));
    expect(
      confirmation.getByText(
        'Товар «Кроссовки» (SH-42) будет удалён со склада. Это действие нельзя отменить.',
      ),
    ).toBeTruthy();
    fireEvent.click(confirmation.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Товар удалён')).toBeTruthy();
    expect(sent.find((request) => request.method === 'DELETE')?.path).toBe(
      '/api/admin/warehouse-inventory/10',
    );
    await waitFor(() => expect(screen.queryAllByText('Кроссовки')).toHaveLength(0));
  });

  it('says the warehouse is not found when the server answers 404', async () => {
    fakeServer(() => ({ status: 404, body: { statusCode: 404, message: 'Склад не найден' } }));
    renderWithApi(<WarehousePage />, {
      path: '/admin/warehouse/99',
      pattern: '/admin/warehouse/:id',
    });
    expect(await screen.findByText('Склада №99 нет: возможно, его уже удалили.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Склад не найден' })).toBeTruthy();
  });

  it('shows the load error with its message', async () => {
    fakeServer(() => ({
      status: 503,
      body: { statusCode: 503, message: 'inventory unavailable' },
    }));
    renderWithApi(<WarehousePage />, {
      path: '/admin/warehouse/4',
      pattern: '/admin/warehouse/:id',
    });
    expect(await screen.findByText('Не удалось загрузить склад')).toBeTruthy();
    expect(screen.getByText(/^503: /)).toBeTruthy();
  });

  it('says an id that cannot name a warehouse is invalid, without asking the server', async () => {
    const sent = fakeServer(() => undefined);
    renderWithApi(<WarehousePage />, {
      path: '/admin/warehouse/abc',
      pattern: '/admin/warehouse/:id',
    });
    expect(await screen.findByText('Склад не найден')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
