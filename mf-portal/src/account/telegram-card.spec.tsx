import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockedServer } from '../testing/mocked-server.js';
import { renderPortal } from '../testing/render-portal.js';
import { TelegramCard } from './telegram-card.js';

jest.mock('@silkway/web-client', () => ({
  ...jest.requireActual('@silkway/web-client'),
  apiGet: jest.fn(),
  apiSend: jest.fn(),
}));
const { askServer, sendToServer } = mockedServer();

const client = (telegramLinked: boolean) => ({
  name: 'Рустам',
  company: null,
  email: 'rustam@pamir.tj',
  language: 'tj' as const,
  telegramLinked,
});

describe('TelegramCard', () => {
  it('opens the bot with a one-time link in a tab opened at the click, and says what to do there', async () => {
    const user = userEvent.setup();
    askServer.mockResolvedValue(client(false));
    const url = 'https://t.me/SilkwayBot?start=token';
    sendToServer.mockResolvedValue({
      url,
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderPortal(<TelegramCard />);
    expect(await screen.findByText('Telegram: не подключён')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Подключить Telegram' }));
    await waitFor(() => expect(tab.location.href).toBe(url));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(sendToServer).toHaveBeenCalledWith('POST', '/api/portal/telegram-link');
    expect(await screen.findByText(/Нажмите «Старт»/)).toBeTruthy();
    open.mockRestore();
  });

  it('shows a linked chat with an unlink button that unlinks it', async () => {
    const user = userEvent.setup();
    askServer.mockResolvedValueOnce(client(true)).mockResolvedValue(client(false));
    sendToServer.mockResolvedValue(null);
    await renderPortal(<TelegramCard />);
    expect(await screen.findByText('Telegram: подключён')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    expect(sendToServer).toHaveBeenCalledWith('DELETE', '/api/portal/telegram-link');
    expect(await screen.findByText('Telegram: не подключён')).toBeTruthy();
  });
});
