import { apiGet } from '@silkway/web-client';
import { screen } from '@testing-library/react';
import { renderTab } from '../../testing/index.js';
import { RateHint } from './rate-hint.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../../testing/web-client-mock'));

beforeEach(() =>
  jest.mocked(apiGet).mockResolvedValue({
    date: '2026-01-12',
    rates: { TJS: { rate: 10.95, date: '2026-01-10' }, CNY: null, RUB: null },
  }),
);

const hint = (props: Partial<Parameters<typeof RateHint>[0]>) =>
  renderTab(
    <RateHint currency="TJS" paidAt="2026-01-12" amount="1000" typedRate="" {...props} />,
    '/admin',
  );

describe('the rate a payment will take', () => {
  it('says when the day has no rate and which earlier one applies, and the dollars it makes', async () => {
    hint({});
    expect((await screen.findByTestId('rate-hint')).textContent).toBe(
      'Курс TJS на 12.01.2026 не задан: будет взят курс от 10.01.2026 — 10,95 за $1',
    );
    // 1000 ÷ 10.95 = 91.3242… → $91.32, rounded once as the server does.
    expect(screen.getByText('В долларах: 91,32 USD')).toBeTruthy();
    expect(apiGet).toHaveBeenCalledWith(
      '/api/admin/exchange-rates?date=2026-01-12',
      expect.anything(),
    );
  });

  it('takes a typed rate over the stored one', async () => {
    hint({ typedRate: '10' });
    expect(await screen.findByText('В долларах: 100,00 USD')).toBeTruthy();
    expect(screen.queryByTestId('rate-hint')).toBeNull();
  });

  it('asks for a rate when none was ever set', async () => {
    hint({ currency: 'RUB' });
    expect((await screen.findByTestId('rate-hint')).textContent).toBe(
      'Курс RUB на 12.01.2026 и ранее не задан: укажите курс',
    );
    expect(screen.queryByText(/В долларах/)).toBeNull();
  });
});
