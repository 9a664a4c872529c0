import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { apiSend, createQueryClient } from '@silkway/web-client';
import { renderPortal } from '../testing/render-portal.js';
import { TrackingPage } from './tracking-page.js';

jest.mock('@silkway/web-client', () => ({
  ...jest.requireActual('@silkway/web-client'),
  apiSend: jest.fn(),
}));

describe('the sign-in card of /portal', () => {
  it('is part of the prerendered page, so nothing below it moves when the page comes alive', async () => {
    await renderPortal(<></>);
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/portal']}>
          <TrackingPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Прислать ссылку');
  });

  it('checks the address with its schema loaded on the first submit, then asks for a link', async () => {
    jest.mocked(apiSend).mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderPortal(<TrackingPage />);
    const email = screen.getByLabelText('Ваш email');

    await user.type(email, 'not-an-address{Enter}');
    expect(await screen.findByText('Введите корректный email')).toBeTruthy();
    expect(apiSend).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'client@example.com{Enter}');
    expect(await screen.findByText('Проверьте почту')).toBeTruthy();
    expect(apiSend).toHaveBeenCalledWith(
      'POST',
      expect.stringContaining('/api/portal/'),
      expect.objectContaining({ email: 'client@example.com', language: 'ru' }),
    );
  });
});
