import type { CounterpartyBalanceAnswer, StatementAnswer } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { screen } from '@testing-library/react';
import { renderTab } from '../testing/index.js';
import { CounterpartyAccount } from './counterparty-account.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../testing/web-client-mock'));

const statement: StatementAnswer = {
  counterpartyId: 7,
  from: null,
  to: null,
  opening: 25,
  lines: [
    {
      date: '2026-01-05',
      kind: 'payment',
      reference: '№3 · касса',
      debit: 0,
      credit: 50,
      balance: -25,
    },
    {
      date: '2026-01-06',
      kind: 'item',
      reference: 'SW-1 · K-1 Чайник',
      debit: 200,
      credit: 0,
      balance: 175,
    },
  ],
  closing: 175,
};

function answer(balance: Partial<CounterpartyBalanceAnswer>) {
  jest.mocked(apiGet).mockImplementation((url: string) =>
    Promise.resolve(
      url.includes('/statement')
        ? statement
        : {
            counterpartyId: 7,
            balance: 175,
            advance: 0,
            creditLimit: 100,
            overCreditLimit: true,
            ...balance,
          },
    ),
  );
}

describe('a client’s account on its page', () => {
  it('shows the debt in red, warns over the credit limit and lists the statement to its closing', async () => {
    answer({});
    renderTab(<CounterpartyAccount counterpartyId={7} />, '/admin/counterparty/7');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Долг 175,00\u00a0USD превышает кредитный лимит 100,00\u00a0USD',
    );
    expect(screen.getByText('Долг клиента:')).toBeTruthy();
    expect(screen.getByText('Платёж · №3 · касса')).toBeTruthy();
    const closing = screen.getByTestId('statement-closing');
    expect(closing.textContent).toBe('175,00\u00a0USD');
    expect(closing.querySelector('.text-status-error-fg')).not.toBeNull();
    expect(apiGet).toHaveBeenCalledWith('/api/admin/counterparties/7/balance', expect.anything());
    expect(screen.getByRole('link', { name: 'Акт сверки (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/counterparties/7/statement.pdf?lang=ru',
    );
  });

  it('shows an advance in green without a warning', async () => {
    answer({ balance: -40.5, advance: 40.5, overCreditLimit: false });
    renderTab(<CounterpartyAccount counterpartyId={7} />, '/admin/counterparty/7');
    const advance = await screen.findByText('Аванс клиента:');
    expect(advance.querySelector('.text-status-done-fg')?.textContent).toBe('40,50\u00a0USD');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
