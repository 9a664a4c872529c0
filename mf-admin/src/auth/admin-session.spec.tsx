import { ApiError } from '@silkway/web-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentLocation, renderAdminRoutes } from '../testing/index.js';
import { fetchSignedInAdmin, signOut } from './admin-auth-api.js';
import { adminUserAs } from './testing/index.js';

jest.mock('./admin-auth-api');
const fetchSignedInAdminMock = jest.mocked(fetchSignedInAdmin);
const signOutMock = jest.mocked(signOut);

const savedLogin = { username: 'manager', fullName: 'Фарход Рахимов' };
const manager = { ...adminUserAs('manager'), ...savedLogin };

beforeEach(() => {
  window.localStorage.clear();
  fetchSignedInAdminMock.mockReset();
  signOutMock.mockReset();
});

describe('session check on load', () => {
  it('shows the login screen without asking the server when no login is saved', () => {
    renderAdminRoutes();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(fetchSignedInAdminMock).not.toHaveBeenCalled();
  });

  it('shows a spinner while the server confirms a saved login, then the dashboard', async () => {
    window.localStorage.setItem('adminUser', JSON.stringify(savedLogin));
    fetchSignedInAdminMock.mockResolvedValue({ ...manager, fullName: 'Фарход Рахимов-Саидов' });
    renderAdminRoutes('/admin/trucks');
    expect(screen.getByRole('status').textContent).toContain('Проверяем вход…');
    expect(await screen.findByText('Добро пожаловать, Фарход Рахимов-Саидов')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Траки' }).getAttribute('aria-current')).toBe('page');
    expect(JSON.parse(window.localStorage.getItem('adminUser')!).fullName).toBe(
      'Фарход Рахимов-Саидов',
    );
  });

  it('clears a saved login the server no longer accepts and shows the login screen', async () => {
    window.localStorage.setItem('adminUser', JSON.stringify(savedLogin));
    fetchSignedInAdminMock.mockRejectedValue(new ApiError(401, '', 'Unauthorized'));
    renderAdminRoutes();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(window.localStorage.getItem('adminUser')).toBeNull();
    expect(screen.queryByText(/Добро пожаловать/)).toBeNull();
  });

  it('ignores a saved value that is not a user object', () => {
    window.localStorage.setItem('adminUser', 'not json');
    renderAdminRoutes();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(fetchSignedInAdminMock).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('ends the session on the server, forgets the user and returns to the login screen', async () => {
    window.localStorage.setItem('adminUser', JSON.stringify(savedLogin));
    fetchSignedInAdminMock.mockResolvedValue(manager);
    signOutMock.mockResolvedValue();
    renderAdminRoutes('/admin/archive');
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('adminUser')).toBeNull();
    // The login screen shows as soon as the user is forgotten; the move to /admin follows.
    await waitFor(() => expect(currentLocation.pathname).toBe('/admin'));
  });

  it('forgets the user even when the server cannot be reached', async () => {
    window.localStorage.setItem('adminUser', JSON.stringify(savedLogin));
    fetchSignedInAdminMock.mockResolvedValue(manager);
    signOutMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAdminRoutes();
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(window.localStorage.getItem('adminUser')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
  });
});
