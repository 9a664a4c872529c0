import { useQuery } from '@tanstack/react-query';
import type {
  DocumentLanguage,
  PortalBalanceAnswer,
  PortalClientAnswer,
  PortalOrderAnswer,
  PortalOrderWithItemsAnswer,
  PortalSessionAnswer,
  PrintedDocument,
} from '@silkway/contracts';
import { apiGet, apiSend } from '@silkway/web-client';

/** The portal's own calls (the catalogue's `api.portal`), written here as the small bundles do. */
const PORTAL_API = '/api/portal';
export const PAGE_SIZE = 20;

export const accountKeys = {
  all: ['portal-account'] as const,
  me: ['portal-account', 'me'] as const,
  balance: ['portal-account', 'balance'] as const,
  orders: (status: string, q: string, limit: number) =>
    ['portal-account', 'orders', status, q, limit] as const,
  order: (id: number) => ['portal-account', 'order', id] as const,
};

/** The signed-in client, or null when no session (the call answers 401). */
export const usePortalClient = () =>
  useQuery({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) =>
      apiGet<PortalClientAnswer>(`${PORTAL_API}/me`, { unauthorizedAsEmpty: true, signal }),
    retry: false,
  });

export interface OrdersPage {
  orders: PortalOrderAnswer[];
  total: number;
}

export const usePortalOrders = (status: string, q: string, limit: number) =>
  useQuery({
    queryKey: accountKeys.orders(status, q, limit),
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const query = new URLSearchParams({ status, limit: String(limit) });
      if (q.trim()) query.set('q', q.trim());
      const response = await fetch(`${PORTAL_API}/orders?${query}`, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
        signal,
      });
      if (!response.ok) throw new Error(String(response.status));
      return {
        orders: (await response.json()) as PortalOrderAnswer[],
        total: Number(response.headers.get('x-total-count') ?? 0),
      };
    },
    placeholderData: (previous) => previous,
  });

export const usePortalOrder = (id: number) =>
  useQuery({
    queryKey: accountKeys.order(id),
    queryFn: ({ signal }) =>
      apiGet<PortalOrderWithItemsAnswer>(`${PORTAL_API}/orders/${id}`, { signal }),
    retry: false,
  });

export const usePortalBalance = () =>
  useQuery({
    queryKey: accountKeys.balance,
    queryFn: ({ signal }) => apiGet<PortalBalanceAnswer>(`${PORTAL_API}/balance`, { signal }),
  });

export const requestSignInLink = (email: string, language: string) =>
  apiSend('POST', `${PORTAL_API}/sign-in`, { email, language });

export const startPortalSession = (token: string) =>
  apiSend<PortalSessionAnswer>('POST', `${PORTAL_API}/session`, { token });

export const signOutOfPortal = () => apiSend('POST', `${PORTAL_API}/sign-out`);

export const documentUrl = (orderId: number, document: PrintedDocument, lang: DocumentLanguage) =>
  `${PORTAL_API}/orders/${orderId}/${document}.pdf?lang=${lang}`;
