import { useQuery } from '@tanstack/react-query';
import type {
  DocumentLanguage,
  PortalBalanceAnswer,
  PortalClientAnswer,
  PortalFollowingAnswer,
  PortalOrderAnswer,
  PortalOrderWithItemsAnswer,
  PortalSessionAnswer,
  PortalTelegramLinkAnswer,
  PrintedDocument,
} from '@silkway/contracts';
import { apiGet, apiSend } from '@silkway/web-client';

export const PAGE_SIZE = 20;

export const accountKeys = {
  all: ['portal-account'] as const,
  me: ['portal-account', 'me'] as const,
  balance: ['portal-account', 'balance'] as const,
  orders: (status: string, q: string, limit: number) =>
    ['portal-account', 'orders', status, q, limit] as const,
  order: (id: number) => ['portal-account', 'order', id] as const,
  following: ['portal-account', 'following'] as const,
};

/**
 * The signed-in client, or null when no session (the call answers 401); read again every
 * `refetchMs` while given (the Telegram card waits for the bot to link the chat).
 */
export const usePortalClient = (refetchMs?: number) =>
  useQuery({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) =>
      apiGet<PortalClientAnswer>('/api/portal/me', { unauthorizedAsEmpty: true, signal }),
    retry: false,
    refetchInterval: refetchMs ?? false,
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
      const response = await fetch(`/api/portal/orders?${query}`, {
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
      apiGet<PortalOrderWithItemsAnswer>(`/api/portal/orders/${id}`, { signal }),
    retry: false,
  });

export const usePortalBalance = () =>
  useQuery({
    queryKey: accountKeys.balance,
    queryFn: ({ signal }) => apiGet<PortalBalanceAnswer>('/api/portal/balance', { signal }),
  });

/** Whether the client hears of every change of its orders by e-mail (the notifications service). */
export const usePortalFollowing = () =>
  useQuery({
    queryKey: accountKeys.following,
    queryFn: ({ signal }) => apiGet<PortalFollowingAnswer>('/api/portal/following', { signal }),
    retry: false,
  });

export const setPortalFollowing = (following: boolean) =>
  apiSend<PortalFollowingAnswer>('PUT', '/api/portal/following', { following });

export const requestTelegramLink = () =>
  apiSend<PortalTelegramLinkAnswer>('POST', '/api/portal/telegram-link');

export const unlinkTelegram = () => apiSend('DELETE', '/api/portal/telegram-link');

export const requestSignInLink = (email: string, language: string) =>
  apiSend('POST', '/api/portal/sign-in', { email, language });

export const startPortalSession = (token: string) =>
  apiSend<PortalSessionAnswer>('POST', '/api/portal/session', { token });

export const signOutOfPortal = () => apiSend('POST', '/api/portal/sign-out');

export type ClientDocument = Extract<PrintedDocument, 'invoice' | 'packing-list'>;

/** The two documents a client may download (the other printed documents are staff's). */
const documentPaths: Record<ClientDocument, (orderId: number) => string> = {
  invoice: (orderId) => `/api/portal/orders/${orderId}/invoice.pdf`,
  'packing-list': (orderId) => `/api/portal/orders/${orderId}/packing-list.pdf`,
};

export const documentUrl = (orderId: number, document: ClientDocument, lang: DocumentLanguage) =>
  `${documentPaths[document](orderId)}?lang=${lang}`;
