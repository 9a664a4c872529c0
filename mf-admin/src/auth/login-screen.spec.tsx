import { ApiError } from '@silkway/web-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdminRoutes } from '../testing/index.js';
import { signIn } from './admin-auth-api.js';
import { adminUserAs } from './testing/index.js';

jest.mock('./admin-auth-api');
const signInMock = jest.mocked(signIn);
const manager = adminUserAs('manager');

function typeCredentials(username: string, password: string) {
  fireEvent.input(screen.getByLabelText('Логин'), { target: { value: username } });
  fireEvent.input(screen.getByLabelText('Пароль'), { target: { value: password } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

beforeEach(() => {
  window.localStorage.clear();
  signInMock.mockReset();
});

describe('login screen', () => {
  it('is titled as the order-management system', () => {
    renderAdminRoutes();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Система управления заказами' }),
    ).toBeTruthy();
  });

  it('requires both login and password and sends nothing without them', async () => {
    renderAdminRoutes();
    submit();
    expect(await screen.findByText('Введите логин')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
    expect(screen.getByLabelText('Логин').getAttribute('aria-invalid')).toBe('true');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('asks only for the missing field', async () => {
    renderAdminRoutes();
    typeCredentials('manager', '');
    submit();
    expect(await screen.findByText('Введите пароль')).toBeTruthy();
    expect(screen.queryByText('Введите логин')).toBeNull();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a 401 answer',
      new ApiError(401, '{"statusCode":401,"message":"Неверные учетные данные"}', 'Unauthorized'),
      'Неверные учетные данные',
    ],
    ['a server failure', new ApiError(500, '', 'Internal Server Error'), 'Ошибка подключения'],
    ['an unreachable server', new TypeError('Failed to fetch'), 'Ошибка подключения'],
    [
      'the rate limit',
      new ApiError(
        429,
        '{"statusCode":429,"message":"Слишком много попыток входа. Повторите через 15 минут."}',
        'Too Many Requests',
      ),
      'Слишком много попыток входа. Повторите через 15 минут.',
    ],
  ])('explains %s', async (_case, error, expectedText) => {
    signInMock.mockRejectedValue(error);
    renderAdminRoutes();
    typeCredentials('manager', 'wrong password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(expectedText);
    expect(signInMock).toHaveBeenCalledWith({ username: 'manager', password: 'wrong password' });
  });

  it('shows the pending state while the server answers', async () => {
    let answer!: (user: typeof manager) => void;
    signInMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAdminRoutes();
    typeCredentials('manager', 'right password');
    submit();
    const pendingButton = await screen.findByRole('button', { name: 'Вход…' });
    expect((pendingButton as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(manager));
    expect(await screen.findByText('Добро пожаловать, Фарход Рахимов')).toBeTruthy();
  });

  it('keeps only the user object in local storage, never the password', async () => {
    signInMock.mockResolvedValue(manager);
    renderAdminRoutes();
    typeCredentials('manager', 'right password');
    submit();
    await screen.findByText('Добро пожаловать, Фарход Рахимов');
    await waitFor(() => expect(window.localStorage.getItem('adminUser')).not.toBeNull());
    const stored = Object.keys(window.localStorage).map(
      (key) => window.localStorage.getItem(key) ?? '',
    );
    expect(stored.join('\n')).not.toContain('right password');
    expect(JSON.parse(window.localStorage.getItem('adminUser')!)).toEqual({
      username: 'manager',
      fullName: 'Фарход Рахимов',
    });
  });

  it('asks for the code of the app when two-factor sign-in is on, then sends it', async () => {
    const otpRequired = (message: string) =>
      new ApiError(401, JSON.stringify({ statusCode: 401, message, otpRequired: true }), '');
    signInMock.mockRejectedValueOnce(otpRequired('Введите код из приложения'));
    renderAdminRoutes();
    typeCredentials('manager', 'right password');
    submit();
    // The next step, not an error: a calm status, no alert.
    expect((await screen.findByRole('status')).textContent).toBe(
      'Включен двухфакторный вход: введите код из приложения',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    signInMock.mockRejectedValueOnce(otpRequired('Неверный или уже использованный код'));
    fireEvent.input(screen.getByLabelText('Код из приложения'), { target: { value: '000000' } });
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Неверный или уже использованный код'),
    );
    signInMock.mockResolvedValueOnce(manager);
    fireEvent.input(screen.getByLabelText('Код из приложения'), { target: { value: '123456' } });
    submit();
    expect(await screen.findByText('Добро пожаловать, Фарход Рахимов')).toBeTruthy();
    expect(signInMock).toHaveBeenLastCalledWith({
      username: 'manager',
      password: 'right password',
      otp: '123456',
    });
  });
});
