import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockedServer } from '../testing/mocked-server.js';
import { renderPortal } from '../testing/render-portal.js';
import { FollowOrdersCard } from './follow-orders-card.js';

jest.mock('@silkway/web-client', () => ({
  ...jest.requireActual('@silkway/web-client'),
  apiGet: jest.fn(),
  apiSend: jest.fn(),
}));
const { askServer, sendToServer } = mockedServer();

describe('FollowOrdersCard', () => {
  it("shows the client's choice as a switch and turns it off and on again", async () => {
    const user = userEvent.setup();
    askServer.mockResolvedValue({ following: true });
    sendToServer.mockImplementation(async (_method, _path, body) => body as never);
    await renderPortal(<FollowOrdersCard />);
    const toggle = await screen.findByRole('switch', { name: 'Письма об изменениях заказов' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Письма приходят')).toBeTruthy();
    expect(askServer).toHaveBeenCalledWith('/api/portal/following', expect.anything());

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(sendToServer).toHaveBeenLastCalledWith('PUT', '/api/portal/following', {
      following: false,
    });
    expect(screen.getByText('Письма не приходят')).toBeTruthy();

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(sendToServer).toHaveBeenLastCalledWith('PUT', '/api/portal/following', {
      following: true,
    });
  });

  it('says so when the choice cannot be read', async () => {
    askServer.mockRejectedValue(new Error('503'));
    await renderPortal(<FollowOrdersCard />, { language: 'en' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
