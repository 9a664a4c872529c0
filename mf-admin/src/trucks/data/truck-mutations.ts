import type { TruckAnswer, TruckCreateBody, TruckUpdateBody } from '@silkway/contracts';
import { toast } from '@silkway/ui';
import { apiSend } from '@silkway/web-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../orders/data/server-message';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => toast({ title: t(`toasts.${success}`), variant: 'success' }),
    onError: (error) =>
      toast({
        title: t(`toasts.${failure}`),
        description: serverMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: truckKeys.all }),
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
