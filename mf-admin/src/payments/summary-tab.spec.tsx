import type { Role } from '@silkway/contracts';
import { initI18n } from '@silkway/i18n';
import { apiGet, createQueryClient } from '@silkway/web-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SignedInAs } from '../auth/testing/index.js';
import { SummaryTab } from './summary-tab.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../testing/web-client-mock'));

const debtor = { counterpartyId: 7, name: 'Фирдавс Назаров', balance: 320, creditLimit: 100 };

function renderSummaryAs(role: Role) {
  initI18n('ru');
  jest.mocked(apiGet).mockImplementation((url: string) =>
    Promise.resolve(
      url.startsWith('/api/admin/dashboard')
        ? {
            activeOrders: 4,
            itemsInTransit: 2,
            owedTotal: 320,
            newRequests: 1,
            topDebtors: [debtor],
            overCreditLimit: [debtor],
            overCreditLimitCount: 13,
          }
        : { date: '2026-11-28', rates: { TJS: { rate: 10.95, date: '2026-11-28' } } },
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SignedInAs role={role}>
          <SummaryTab />
        </SignedInAs>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the summary shows each role the figures it may read', () => {
  it('shows the owner the debts and debtors, and today’s rate in words', async () => {
    renderSummaryAs('owner');
    expect(await screen.findByText('Долг клиентов всего')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Фирдавс Назаров' })).toHaveLength(2);
    // The server lists the largest debts over the limit and counts the rest.
    expect(screen.getByText('и ещё 12')).toBeTruthy();
    expect(await screen.findByText('10,95 за $1 (с 28.11.2026)')).toBeTruthy();
  });

  it('shows the warehouse no debts, no debtors to click into, no requests it may not open', async () => {
    renderSummaryAs('warehouse');
    expect(await screen.findByText('Активные заказы')).toBeTruthy();
    expect(screen.getByText('Товары в пути')).toBeTruthy();
    expect(screen.queryByText('Долг клиентов всего')).toBeNull();
    expect(screen.queryByText('Фирдавс Назаров')).toBeNull();
    expect(screen.queryByText('Новые заявки')).toBeNull();
  });
});
