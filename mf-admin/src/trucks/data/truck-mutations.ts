import { api, type TruckCreateInput, type TruckUpdateBody } from '@silkway/contracts';
import { callApi, ifMatchOptions, type VersionedSave } from '@silkway/web-client';
import { useTranslation } from '@silkway/i18n/react';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { truckKeys } from './trucks-api.js';

type ToastKey =
  | 'truckCreated'
  | 'truckCreateError'
  | 'truckUpdated'
  | 'truckUpdateError'
  | 'truckDeleted'
  | 'truckDeleteError';

/** A write of the tab: a success toast, or the failure's fixed text with the server's message under it; then the trucks are asked again. */
function useTruckWrite<Variables, Answer = unknown>(
  send: (variables: Variables) => Promise<Answer>,
  success: ToastKey,
  failure: ToastKey,
) {
  const { t } = useTranslation('admin-trucks');
  return useAdminWrite({
    send,
    succeeded: successToast(t(`toasts.${success}`)),
    failed: failureWithServerText(t(`toasts.${failure}`)),
    refreshes: [truckKeys.all],
  });
}

export function useCreateTruck() {
  return useTruckWrite(
    (body: TruckCreateInput) => callApi(api.trucks.create, { body }),
    'truckCreated',
    'truckCreateError',
  );
}

export function useUpdateTruck(truckId: number) {
  return useTruckWrite(
    ({ body, version }: VersionedSave<TruckUpdateBody>) =>
      callApi(
        api.trucks.update,
        { params: { id: truckId }, body },
        ifMatchOptions('truck', truckId, version),
      ),
    'truckUpdated',
    'truckUpdateError',
  );
}

/** The inventory removes the truck; the files service then removes its materials (truck.deleted). */
export function useDeleteTruck(truckId: number, version: number) {
  return useTruckWrite(
    () =>
      callApi(
        api.trucks.delete,
        { params: { id: truckId } },
        ifMatchOptions('truck', truckId, version),
      ),
    'truckDeleted',
    'truckDeleteError',
  );
}
