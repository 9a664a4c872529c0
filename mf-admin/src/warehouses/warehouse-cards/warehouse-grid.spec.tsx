import type { WarehouseAnswer } from '@silkway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, fakeServer, renderWithApi } from '../testing/render-with-api.js';
import { WarehousesTab } from '../warehouses-tab.js';
import { answerFixture } from '../../testing/index.js';

const warehouse = answerFixture<WarehouseAnswer>({
  id: 1,
  version: 1,
  name: 'Гуанчжоу',
  location: 'Гуанчжоу',
  address: 'Baiyun, 12',
  capacity: 500,
  currentUtilization: 125,
  isActive: true,
  manager: 'Ли Вэй',
  phone: '+86 20 1234 5678',
  comments: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const guangzhou = warehouse({});
const yiwu = warehouse({
  id: 2,
  name: 'Иу',
  location: 'Иу',
  address: null,
  manager: null,
  phone: null,
  capacity: 0,
  currentUtilization: 0,
  isActive: false,
});

function serveWarehouses(extra: Parameters<typeof fakeServer>[0] = () => undefined) {
  return fakeServer((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/warehouses')
      return { status: 200, body: [guangzhou, yiwu] };
    if (request.method === 'GET' && request.path === '/api/admin/inventory-counts')
      return { status: 200, body: { '1': 3 } };
    return extra(request);
  });
}

const card = async (name: string) =>
  (await screen.findByRole('link', { name: `Открыть склад ${name}` })).closest('article')!;

describe('Warehouses tab', () => {
  it('shows each warehouse with its facts, utilization, status and inventory count', async () => {
    serveWarehouses();
    renderWithApi(<WarehousesTab />);

    const first = within(await card('Гуанчжоу'));
    expect(first.getByText('Baiyun, 12')).toBeTruthy();
    expect(first.getByText('Ли Вэй')).toBeTruthy();
    expect(first.getByText('+86 20 1234 5678')).toBeTruthy();
    expect(first.getByText('500 м³')).toBeTruthy();
    expect(first.getByText('125 из 500 м³ (25.0%)')).toBeTruthy();
    expect(first.getByText('Активен')).toBeTruthy();
    expect(first.getByText('Товаров: 3')).toBeTruthy();

    const second = within(await card('Иу'));
    expect(second.getByText('Неактивен')).toBeTruthy();
    expect(second.getByText('Товаров: 0')).toBeTruthy();
    expect(second.getAllByText('Не указано')).toHaveLength(3);
  });

  it('opens the warehouse page from a card', async () => {
    serveWarehouses();
    renderWithApi(<WarehousesTab />);
    fireEvent.click(await screen.findByRole('link', { name: 'Открыть склад Иу' }));
    expect(currentPath.pathname).toBe('/admin/warehouse/2');
  });

  it('creates a warehouse from the city alone: capacity defaults to 0 and the name is not sent', async () => {
    const sent = serveWarehouses((request) =>
      request.method === 'POST'
        ? { status: 201, body: warehouse({ id: 3, name: 'Душанбе', location: 'Душанбе' }) }
        : undefined,
    );
    renderWithApi(<WarehousesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить склад' }));
    const dialog = within(await screen.findByRole('dialog'));

    fireEvent.click(dialog.getByRole('button', { name: 'Создать склад' }));
    expect(await dialog.findByText('Укажите город склада')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText(/Город/), { target: { value: '  Душанбе ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Создать склад' }));

    expect(await screen.findByText('Склад создан')).toBeTruthy();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/admin/warehouses');
    expect(post?.body).toMatchObject({
      location: 'Душанбе',
      capacity: 0,
      isActive: true,
      address: null,
    });
    expect(post?.body).not.toHaveProperty('name');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server message when an update is refused', async () => {
    serveWarehouses((request) =>
      request.method === 'PUT'
        ? { status: 400, body: { statusCode: 400, message: 'Слишком большое значение' } }
        : undefined,
    );
    renderWithApi(<WarehousesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить склад Гуанчжоу' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText(/Город/) as HTMLInputElement).value).toBe('Гуанчжоу');
    fireEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Слишком большое значение')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says a warehouse holding stock cannot be deleted yet, offering only cancelling', async () => {
    const sent = serveWarehouses();
    renderWithApi(<WarehousesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить склад Гуанчжоу' }));
    const confirmation = within(await screen.findByRole('alertdialog'));
    expect(
      confirmation.getByText(
        'На складе «Гуанчжоу» позиций: 3. Сначала удалите их или перенесите на другой склад, потом удалите склад.',
      ),
    ).toBeTruthy();
    const confirm = confirmation.getByRole('button', { name: 'Удалить' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('asks before deleting and falls back to product.md §8 text when the server sends no message', async () => {
    const sent = serveWarehouses((request) =>
      request.method === 'DELETE' ? { status: 502 } : undefined,
    );
    renderWithApi(<WarehousesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить склад Иу' }));
    const confirmation = within(await screen.findByRole('alertdialog'));
    expect(
      confirmation.getByText('Склад «Иу» будет удалён. Это действие нельзя отменить.'),
    ).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(confirmation.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Не удалось удалить склад')).toBeTruthy();
    // Refused: the confirmation closes, the toast says why.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.find((request) => request.method === 'DELETE')?.path).toBe(
      '/api/admin/warehouses/2',
    );
  });

  it('says when there are no warehouses yet', async () => {
    fakeServer((request) => ({
      status: 200,
      body: request.path.endsWith('inventory-counts') ? {} : [],
    }));
    renderWithApi(<WarehousesTab />);
    expect(await screen.findByText('Складов пока нет')).toBeTruthy();
  });
});
