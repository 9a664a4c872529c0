import { fireEvent, screen } from '@testing-library/react';
import type { Role } from '@silkway/contracts';
import { fetchSignedInAdmin } from './auth/index.js';
import { adminUserAs } from './auth/testing/index.js';
import { currentLocation, renderAdminRoutes } from './testing/index.js';

jest.mock('./auth/admin-auth-api');

const signInAs = (role: Role) => {
  window.localStorage.setItem(
    'adminUser',
    JSON.stringify({ username: role, fullName: 'Фарход Рахимов' }),
  );
  jest.mocked(fetchSignedInAdmin).mockResolvedValue(adminUserAs(role));
};

beforeEach(() => signInAs('manager'));

const tabNames = async () =>
  [...(await screen.findByRole('navigation', { name: 'Разделы' })).querySelectorAll('a')].map(
    (link) => link.textContent,
  );

async function activeTabName(path: string): Promise<string | null> {
  renderAdminRoutes(path);
  await screen.findByText('Добро пожаловать, Фарход Рахимов');
  return (
    screen.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page')
      ?.textContent ?? null
  );
}

describe('admin routes', () => {
  it('shows the header and a manager the summary and all seven tabs in order', async () => {
    renderAdminRoutes();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('Система управления заказами')).toBeTruthy();
    expect(await tabNames()).toEqual([
      'Сводка',
      'Заказы',
      'Склады',
      'Траки',
      'Архив',
      'Контрагенты',
      'Поиск',
      'Заявки',
    ]);
  });

  it('shows the owner the staff and integrations tabs and hides the counterparties from the warehouse', async () => {
    signInAs('owner');
    const owner = renderAdminRoutes();
    await screen.findByText('Добро пожаловать, Фарход Рахимов');
    expect(await tabNames()).toEqual(expect.arrayContaining(['Сотрудники', 'Интеграции']));
    owner.unmount();

    signInAs('warehouse');
    renderAdminRoutes('/admin/counterparties');
    await screen.findByText('Добро пожаловать, Фарход Рахимов');
    expect(await tabNames()).toEqual(['Сводка', 'Заказы', 'Склады', 'Траки', 'Поиск']);
    // The address of a tab outside the role leads to the orders.
    expect(currentLocation.pathname).toBe('/admin/orders');
  });

  it.each([
    ['/admin', 'Сводка'],
    ['/admin/summary', 'Сводка'],
    ['/admin/orders', 'Заказы'],
    ['/admin/warehouses', 'Склады'],
    ['/admin/trucks', 'Траки'],
    ['/admin/archive', 'Архив'],
    ['/admin/counterparties', 'Контрагенты'],
    ['/admin/search', 'Поиск'],
    ['/admin/requests', 'Заявки'],
    ['/admin/no-such-section', 'Заказы'],
  ])('%s opens the %s tab', async (path, tab) => {
    expect(await activeTabName(path)).toBe(tab);
  });

  it('keeps ?order= on the Orders tab', async () => {
    expect(await activeTabName('/admin?order=42')).toBe('Заказы');
    expect(currentLocation.search).toBe('?order=42');
  });

  it('switches tabs by address', async () => {
    renderAdminRoutes('/admin/orders');
    fireEvent.click(await screen.findByRole('link', { name: 'Склады' }));
    expect(currentLocation.pathname).toBe('/admin/warehouses');
    expect(screen.getByRole('link', { name: 'Склады' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['manager', 1],
    ['warehouse', 1],
    ['viewer', 0],
  ] as const)('offers the %s %i add buttons on the trucks tab', async (role, count) => {
    signInAs(role);
    renderAdminRoutes('/admin/trucks');
    expect(await screen.findByRole('heading', { name: 'Траки' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Добавить трак' })).toHaveLength(count);
  });

  it.each([
    ['/admin/counterparty/abc', 'Контрагент не найден'],
    ['/admin/counterparty/0', 'Контрагент не найден'],
    ['/admin/warehouse/-3', 'Склад не найден'],
  ])('%s says the id is invalid', async (path, message) => {
    renderAdminRoutes(path);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('routes a counterparty id to its page, whose back button leads to the counterparties tab', async () => {
    renderAdminRoutes('/admin/counterparty/17');
    expect(await screen.findByRole('heading', { name: 'Контрагент' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(currentLocation.pathname).toBe('/admin/counterparties');
  });

  it('routes a warehouse id to its page, whose back button leads to the warehouses tab', async () => {
    renderAdminRoutes('/admin/warehouse/3');
    expect(await screen.findByRole('heading', { name: 'Склад' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(currentLocation.pathname).toBe('/admin/warehouses');
  });
});
