import type {
  CounterpartyAnswer,
  CounterpartyCreateInput,
  CounterpartyUpdateInput,
} from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';
import { useTranslation } from 'react-i18next';
import {
  failureWithServerText,
  successToast,
  useAdminWrite,
} from '../../admin-writes/use-admin-write';
import { counterpartiesApi, counterpartyKeys } from './counterparties-api';

type ToastKey = 'created' | 'createError' | 'updated' | 'updateError' | 'deleted' | 'deleteError';

interface CounterpartyWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  success: ToastKey;
  failure: ToastKey;
}

/** A write with SPEC §8's toast (the failure with the server's text), then the lists and pages are asked again. */
function useCounterpartyWrite<Variables, Answer = unknown>({
  send,
  success,
  failure,
}: CounterpartyWrite<Variables, Answer>) {
  const { t } = useTranslation('admin-counterparties');
  return useAdminWrite({
    send,
    succeeded: successToast(t(`toasts.${success}`)),
    failed: failureWithServerText(t(`toasts.${failure}`)),
    refreshes: [counterpartyKeys.all],
  });
}

export function useCreateCounterparty() {
  return useCounterpartyWrite({
    send: (body: CounterpartyCreateInput) =>
      apiSend<CounterpartyAnswer>('POST', counterpartiesApi.counterparties, body),
    success: 'created',
    failure: 'createError',
  });
}

export function useUpdateCounterparty(id: number) {
  return useCounterpartyWrite({
    send: (body: CounterpartyUpdateInput) =>
      apiSend<CounterpartyAnswer>('PUT', counterpartiesApi.counterparty(id), body),
    success: 'updated',
    failure: 'updateError',
  });
}

export function useDeleteCounterparty(id: number) {
  return useCounterpartyWrite({
    send: () => apiSend('DELETE', counterpartiesApi.counterparty(id)),
    success: 'deleted',
    failure: 'deleteError',
  });
}
