import {
  api,
  type ExchangeRatesBody,
  PAYMENT_LIST_DEFAULT_LIMIT,
  type PaymentAnswer,
  type PaymentCreateInput,
  toCents,
} from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { callApi, ifMatchOptions } from '@silkway/web-client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

/** Whose payments a block shows: one order's, or one client's. */
export type PaymentsScope = { orderId: number } | { counterpartyId: number };

export const paymentKeys = {
  all: [ADMIN_QUERY_ROOT, 'payments'] as const,
  list: (scope: PaymentsScope) => [...paymentKeys.all, 'list', scope] as const,
  balance: (counterpartyId: number) => [...paymentKeys.all, 'balance', counterpartyId] as const,
  statement: (counterpartyId: number) => [...paymentKeys.all, 'statement', counterpartyId] as const,
  rates: (date: string) => [...paymentKeys.all, 'rates', date] as const,
  dashboard: () => [...paymentKeys.all, 'dashboard'] as const,
};

/** A payment moves items' remaining amounts, orders' totals and clients' debts: everything the back office holds is asked again. */
const EVERYTHING = [[ADMIN_QUERY_ROOT]] as const;

export function usePayments(scope: PaymentsScope, { enabled = true } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: paymentKeys.list(scope),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.payments.list,
        { query: { ...scope, limit: PAYMENT_LIST_DEFAULT_LIMIT, offset: pageParam } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < PAYMENT_LIST_DEFAULT_LIMIT
        ? undefined
        : pages.length * PAYMENT_LIST_DEFAULT_LIMIT,
  });
}

/**
 * What the live payments listed for an order paid of its items, in USD cents: on deleting the order
 * it becomes the client's advance (docs/payments.md). Asked only while `enabled`.
 */
export function usePaidToOrderCents(orderId: number, enabled: boolean): number {
  const payments = usePayments({ orderId }, { enabled });
  return paidToOrderCents(payments.data?.pages.flat() ?? [], orderId);
}

export const paidToOrderCents = (payments: readonly PaymentAnswer[], orderId: number): number =>
  payments
    .flatMap((payment) => payment.allocations)
    .filter((part) => part.orderId === orderId && part.itemId !== null)
    .reduce((sum, part) => sum + toCents(part.amountUsd), 0);

export function useCounterpartyBalance(counterpartyId: number) {
  return useQuery({
    queryKey: paymentKeys.balance(counterpartyId),
    queryFn: ({ signal }) =>
      callApi(api.payments.balance, { params: { id: counterpartyId } }, { signal }),
  });
}

export function useStatement(counterpartyId: number) {
  return useQuery({
    queryKey: paymentKeys.statement(counterpartyId),
    queryFn: ({ signal }) =>
      callApi(api.payments.statement, { params: { id: counterpartyId }, query: {} }, { signal }),
  });
}

/** The rates of a day (the latest set on or before it); off while the date is not a full date. */
export function useExchangeRates(date: string) {
  return useQuery({
    queryKey: paymentKeys.rates(date),
    queryFn: ({ signal }) => callApi(api.exchangeRates.get, { query: { date } }, { signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: paymentKeys.dashboard(),
    queryFn: ({ signal }) => callApi(api.payments.dashboard, {}, { signal }),
  });
}

function usePaymentsWrite<Variables>(
  send: (variables: Variables) => Promise<unknown>,
  success: string,
  failure: string,
) {
  const { t } = useTranslation('admin-payments');
  return useAdminWrite({
    send,
    succeeded: successToast(t(success)),
    failed: failureWithServerText(t(failure)),
    refreshes: EVERYTHING,
  });
}

export function useRecordPayment() {
  return usePaymentsWrite(
    (body: PaymentCreateInput) => callApi(api.payments.record, { body }),
    'toasts.recorded',
    'toasts.recordError',
  );
}

/** `version`: the payment's as the list shows it, sent as If-Match. */
export function useVoidPayment(id: number, version: number) {
  return usePaymentsWrite(
    (reason: string) =>
      callApi(
        api.payments.void,
        { params: { id }, body: { reason } },
        ifMatchOptions('payment', id, version),
      ),
    'toasts.voided',
    'toasts.voidError',
  );
}

export function useSetExchangeRates(date: string) {
  return usePaymentsWrite(
    (body: ExchangeRatesBody) => callApi(api.exchangeRates.set, { params: { date }, body }),
    'summary.ratesSaved',
    'summary.ratesError',
  );
}
