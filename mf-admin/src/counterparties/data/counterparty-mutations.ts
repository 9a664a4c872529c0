import {
  api,
  type CounterpartyCreateInput,
  type CounterpartyUpdateInput,
} from '@silkway/contracts';
import { callApi, ifMatchOptions, type VersionedSave } from '@silkway/web-client';
import { useTranslation } from '@silkway/i18n/react';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { counterpartyKeys } from './counterparties-api.js';

type ToastKey = 'created' | 'createError' | 'updated' | 'updateError' | 'deleted' | 'deleteError';

interface CounterpartyWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  success: ToastKey;
  failure: ToastKey;
}

/** A write with product.md §8's toast (the failure with the server's text), then the lists and pages are asked again. */
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
    send: (body: CounterpartyCreateInput) => callApi(api.counterparties.create, { body }),
    success: 'created',
    failure: 'createError',
  });
}

export function useUpdateCounterparty(id: number) {
  return useCounterpartyWrite({
    send: ({ body, version }: VersionedSave<CounterpartyUpdateInput>) =>
      callApi(
        api.counterparties.update,
        { params: { id }, body },
        ifMatchOptions('counterparty', id, version),
      ),
    success: 'updated',
    failure: 'updateError',
  });
}

export function useDeleteCounterparty(id: number, version: number) {
  return useCounterpartyWrite({
    send: () =>
      callApi(
        api.counterparties.delete,
        { params: { id } },
        ifMatchOptions('counterparty', id, version),
      ),
    success: 'deleted',
    failure: 'deleteError',
  });
}
