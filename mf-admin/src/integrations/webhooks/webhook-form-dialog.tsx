import type { WebhookAnswer, WebhookCreatedAnswer } from '@silkway/contracts';
import { recordFormDialog, savingAs } from '../../admin-forms/index.js';
import { useCreateWebhook, useUpdateWebhook } from './data/webhooks-api.js';
import {
  WebhookForm,
  newWebhookFormValues,
  webhookFormValuesOf,
  type WebhookFormBody,
  type WebhookFormValues,
} from './webhook-form.js';

/** 'New webhook' or 'Webhook': an edit sends only what changed (a webhook has no version to check). */
export const WebhookFormDialog = recordFormDialog<
  WebhookAnswer,
  WebhookFormValues,
  WebhookFormBody,
  WebhookCreatedAnswer | WebhookAnswer
>({
  namespace: 'admin-integrations',
  texts: 'webhooks.form',
  width: 'max-w-2xl',
  holdCancelWhilePending: true,
  Form: WebhookForm,
  newValues: newWebhookFormValues,
  valuesOf: webhookFormValuesOf,
  useCreate: useCreateWebhook,
  useUpdate: (id: number) => savingAs(useUpdateWebhook(id), ({ body }) => body),
});
