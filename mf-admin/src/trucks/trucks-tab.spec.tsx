import type { FolderAnswer, TruckAnswer, TruckLoadAnswer } from '@silkway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderTrucksTab } from './testing/render-trucks-tab.js';

const truck = (overrides: Partial<TruckAnswer>): TruckAnswer => ({
  id: 1,
  version: 1,
  number: '01 TJ 777',
  capacity: 80,
  status: 'Свободен',
  currentWeight: 1250.5,
  currentVolume: 36.25,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const free = truck({});
const overloaded = truck({
  id: 2,
  number: '02 TJ 888',
  status: 'В пути',
  capacity: 20,
  currentWeight: 4000,
  currentVolume: 30,
});
const loads: TruckLoadAnswer[] = [
  {
    itemId: 5,
    orderId: 3,
    code: 'AC-1',
    name: 'Кондиционер',
    quantity: 2,
    weight: 120.5,
    volume: 1.25,
    status: 'Отправлено',
    counterpartyName: null,
    expectedDeliveryDate: '2026-12-01',
  },
];
const folders: FolderAnswer[] = [
  { id: 9, name: 'Накладные', createdAt: '2026-11-02T09:00:00.000Z' },
];

function serveTrucks(extra: Parameters<typeof fakeServer>[0] = () => undefined) {
  return fakeServer((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/trucks')
      return { status: 200, body: [free, overloaded] };
    if (request.method === 'GET' && request.path === '/api/admin/trucks/1/items')
      return { status: 200, body: loads };
    if (request.method === 'GET' && request.path === '/api/admin/trucks/1/folders')
      return { status: 200, body: folders };
    if (request.method === 'GET' && request.path === '/api/admin/trucks/1/documents')
      return { status: 200, body: [] };
    return extra(request);
  });
}

const card = async (number: string) =>
  within(
    (await screen.findByRole('button', { name: `Открыть трак ${number}` })).closest('article')!,
  );

describe('Trucks tab', () => {
  it('shows each truck with status, capacity, current weight and volume, and its fill (bar capped at 100)', async () => {
    serveTrucks();
    renderTrucksTab();
    const first = await card('01 TJ 777');
    expect(first.getByText('Свободен')).toBeTruthy();
    expect(first.getByText('80 м³')).toBeTruthy();
    expect(first.getByText('1250.5 кг')).toBeTruthy();
    expect(first.getByText('36.25 м³')).toBeTruthy();
    expect(first.getByText('45.3%')).toBeTruthy();
    const second = await card('02 TJ 888');
    expect(second.getByText('В пути')).toBeTruthy();
    expect(second.getByText('150.0%')).toBeTruthy();
    expect(second.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it("adds a truck with number, capacity (step 0.001) and status; a refusal shows product.md's toast", async () => {
    const sent = serveTrucks((request) =>
      request.method === 'POST'
        ? { status: 500, body: { statusCode: 500, message: 'База недоступна' } }
        : undefined,
    );
    renderTrucksTab();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить трак' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Добавить трак' }));
    const capacity = dialog.getByLabelText('Вместимость (м³)') as HTMLInputElement;
    expect(capacity.step).toBe('0.001');
    fireEvent.input(dialog.getByLabelText('Номер трака *'), { target: { value: '03 TJ 999' } });
    fireEvent.input(capacity, { target: { value: '82.125' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Не удалось создать грузовой трак')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      number: '03 TJ 999',
      capacity: 82.125,
      status: 'Свободен',
    });
  });

  it('deletes a truck only after the confirmation, with a success toast', async () => {
    const sent = serveTrucks((request) =>
      request.method === 'DELETE' && request.path === '/api/admin/trucks/2'
        ? { status: 204 }
        : undefined,
    );
    renderTrucksTab();
    fireEvent.click(
      (await card('02 TJ 888')).getByRole('button', { name: 'Удалить трак 02 TJ 888' }),
    );
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Удалить трак?' }));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Трак удалён')).toBeTruthy();
  });

  it('opens a truck: its figures, its goods (counterparty "не указан") and its materials', async () => {
    serveTrucks();
    renderTrucksTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть трак 01 TJ 777' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Трак 01 TJ 777/ }));
    expect(dialog.getByText('Общий вес')).toBeTruthy();
    const goods = within(await dialog.findByRole('list', { name: 'Товары в траке' }));
    expect(goods.getByText('AC-1')).toBeTruthy();
    expect(goods.getByText('Кондиционер')).toBeTruthy();
    expect(goods.getByText('120.5 кг')).toBeTruthy();
    expect(goods.getByText('не указан')).toBeTruthy();
    expect(goods.getByText('01.12.2026')).toBeTruthy();
    expect(await dialog.findByRole('button', { name: 'Открыть папку Накладные' })).toBeTruthy();
  });

  it('titles the materials toasts Ошибка and Успешно', async () => {
    serveTrucks((request) => {
      if (request.method === 'DELETE' && request.path === '/api/admin/trucks/1/folders/9')
        return { status: 500, body: { statusCode: 500, message: 'Хранилище недоступно' } };
      if (request.method === 'POST' && request.path === '/api/admin/trucks/1/folders')
        return {
          status: 201,
          body: { id: 10, name: 'Акты', createdAt: '2026-11-02T09:00:00.000Z' },
        };
      return undefined;
    });
    renderTrucksTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть трак 01 TJ 777' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить папку Накладные' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Удалить папку?' }));
    expect(confirm.getByText('Папка «Накладные» и все файлы в ней будут удалены.')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Ошибка')).toBeTruthy();
    expect(screen.getByText('Не удалось удалить папку: Хранилище недоступно')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    fireEvent.input(screen.getByLabelText('Название папки'), { target: { value: 'Акты' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать папку' }));
    expect(await screen.findByText('Успешно')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Папка создана')).toBeTruthy());
  });
});
