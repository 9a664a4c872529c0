import type { QuoteRequestDetailAnswer } from '@silkway/contracts';
import { apiGet, apiSend } from '@silkway/web-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderTab } from '../../testing/index.js';
import { registerRequestsTranslations } from '../requests-translations.js';
import { RequestPanel } from './request-panel.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../../testing/web-client-mock'));

const received: QuoteRequestDetailAnswer = {
  kind: 'quote',
  id: 12,
  version: 1,
  name: 'Фарход Назаров',
  phone: '+992 90 123 45 67',
  email: null,
  company: 'Памир Трейд',
  serviceType: 'logistics',
  sourceCountry: 'Китай',
  destinationCountry: 'Таджикистан',
  estimatedBudget: null,
  timeline: null,
  description: 'Плитка, 2 т',
  status: 'new',
  receivedAt: '2026-11-20T10:15:00.000Z',
  counterpartyId: null,
  orderId: null,
  history: [],
};

/** The request as the server keeps it: converting it links a client and an order and sets it in work. */
let stored: QuoteRequestDetailAnswer;

beforeEach(() => {
  stored = received;
  jest
    .mocked(apiGet)
    .mockImplementation((path: string) =>
      path === '/api/admin/quote-requests/12' ? Promise.resolve(stored) : Promise.resolve(null),
    );
  jest.mocked(apiSend).mockImplementation((method: string, path: string) => {
    if (method === 'POST' && path === '/api/admin/quote-requests/12/convert') {
      stored = {
        ...stored,
        status: 'in_progress',
        counterpartyId: 5,
        orderId: 9,
        history: [
          {
            fromStatus: 'new',
            toStatus: 'in_progress',
            note: null,
            changedBy: 'owner',
            changedAt: '2026-11-20T10:20:00.000Z',
          },
        ],
      };
      return Promise.resolve({ counterpartyId: 5, orderId: 9 });
    }
    return Promise.resolve(null);
  });
});

const statusSelector = () => screen.getByRole('combobox', { name: 'Новый статус' });

describe('request panel', () => {
  it('after converting a quote request, the status selector says what the badge says', async () => {
    registerRequestsTranslations();
    renderTab(<RequestPanel request={{ kind: 'quote', id: 12 }} onClose={() => {}} />, '/admin');
    await screen.findByText('Фарход Назаров');
    expect(statusSelector().textContent).toBe('Новая');

    fireEvent.click(screen.getByRole('button', { name: 'Создать клиента и заказ' }));
    await screen.findByRole('link', { name: 'Открыть заказ' });
    await waitFor(() => expect(screen.getAllByText('В работе').length).toBeGreaterThan(0));
    await waitFor(() => expect(statusSelector().textContent).toBe('В работе'));
  });
});
