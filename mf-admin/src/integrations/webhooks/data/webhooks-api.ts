import {
  api,
  type WebhookCreateBody,
  type WebhookCreatedAnswer,
  type WebhookUpdateBody,
} from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { callApi } from '@silkway/web-client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { failureWithServerText, successToast, useAdminWrite } from '../../../admin-writes/index.js';
import { ADMIN_QUERY_ROOT } from '../../../auth/index.js';

export const webhookKeys = {
  all: [ADMIN_QUERY_ROOT, 'webhooks'] as const,
  deliveries: (id: number) => [ADMIN_QUERY_ROOT, 'webhooks', id, 'deliveries'] as const,
};

/** While a webhook's deliveries are open they are asked again this often: a delivery's state moves on its own. */
const DELIVERIES_REFRESH_MS = 3_000;

/** Every webhook, as one page of PagedList. */
export function useWebhookList() {
  return useInfiniteQuery({
    queryKey: webhookKeys.all,
    queryFn: () => callApi(api.webhooks.list, {}),
    initialPageParam: 0,
    getNextPageParam: () => undefined,
  });
}

/** A webhook's latest deliveries (the server answers at most 100), newest first, asked only while shown. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => callApi(api.webhooks.deliveries, { params: { id } }),
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}

type ToastKey =
  | 'created'
  | 'createError'
  | 'updated'
  | 'updateError'
  | 'deleted'
  | 'deleteError'
  | 'tested'
  | 'testError'
  | 'redelivered'
  | 'redeliverError';

function useWebhookWrite<Variables, Answer>(
  send: (variables: Variables) => Promise<Answer>,
  success: ToastKey,
  failure: ToastKey,
) {
  const { t } = useTranslation('admin-integrations');
  return useAdminWrite<Variables, Answer>({
    send,
    succeeded: successToast(t(`webhooks.toasts.${success}`)),
    failed: failureWithServerText(t(`webhooks.toasts.${failure}`)),
    refreshes: [webhookKeys.all],
  });
}

/** The webhook dialog's create and edit modes share one form, so both writes take either body. */
type WebhookWriteBody = WebhookCreateBody | WebhookUpdateBody;

export function useCreateWebhook() {
  return useWebhookWrite<WebhookWriteBody, WebhookCreatedAnswer>(
    // Only the create mode calls it, with the create schema's output.
    (body) => callApi(api.webhooks.create, { body: body as WebhookCreateBody }),
    'created',
    'createError',
  );
}

export function useUpdateWebhook(id: number) {
  return useWebhookWrite(
    (body: WebhookWriteBody) =>
      callApi(api.webhooks.update, { params: { id }, body: body as WebhookUpdateBody }),
    'updated',
    'updateError',
  );
}

export function useDeleteWebhook(id: number) {
  return useWebhookWrite(
    () => callApi(api.webhooks.remove, { params: { id } }),
    'deleted',
    'deleteError',
  );
}

/** Sends a `webhook.test` event; its delivery joins the list. */
export function useTestWebhook(id: number) {
  return useWebhookWrite(
    () => callApi(api.webhooks.test, { params: { id } }),
    'tested',
    'testError',
  );
}

export function useRedeliverWebhook(id: number) {
  return useWebhookWrite(
    (deliveryId: string) => callApi(api.webhooks.redeliver, { params: { id, deliveryId } }),
    'redelivered',
    'redeliverError',
  );
}
