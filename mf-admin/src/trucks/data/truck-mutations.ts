import type { TruckAnswer, TruckCreateBody, TruckUpdateBody } from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';
import { useTranslation } from 'react-i18next';
import {
  failureWithServerText,
  successToast,
  useAdminWrite,
} from '../../admin-writes/use-admin-write';
import { truckKeys, trucksApi } from './trucks-api';

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
    (body: TruckCreateBody) => apiSend<TruckAnswer>('POST', trucksApi.trucks, body),
    'truckCreated',
    'truckCreateError',
  );
}

export function useUpdateTruck(truckId: number) {
  return useTruckWrite(
    (body: TruckUpdateBody) => apiSend<TruckAnswer>('PUT', trucksApi.truck(truckId), body),
    'truckUpdated',
    'truckUpdateError',
  );
}

/** The inventory removes the truck; the files service then removes its materials (truck.deleted). */
export function useDeleteTruck(truckId: number) {
  return useTruckWrite(
    () => apiSend('DELETE', trucksApi.truck(truckId)),
    'truckDeleted',
    'truckDeleteError',
  );
}
