import {
  webhookCreateBody,
  webhookUpdateBody,
  type WebhookAnswer,
  type WebhookCreateBody,
  type WebhookUpdateBody,
} from '@silkway/contracts';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@silkway/i18n/react';
import { Field, RecordForm, useSchemaForm, type RecordFormProps } from '../../admin-forms/index.js';
import { WebhookEventsField } from './webhook-events-field.js';

export interface WebhookFormValues {
  url: string;
  events: string[];
  description: string;
  /** 'enabled' or 'paused', as the select holds it (editing only). */
  delivery: string;
}

/** What the dialog sends: a new webhook, or the changes to one. */
export type WebhookFormBody = WebhookCreateBody | WebhookUpdateBody;

export const newWebhookFormValues = (): WebhookFormValues => ({
  url: 'https://',
  events: [],
  description: '',
  delivery: 'enabled',
});

export const webhookFormValuesOf = (webhook: WebhookAnswer): WebhookFormValues => ({
  url: webhook.url,
  events: webhook.events,
  description: webhook.description ?? '',
  delivery: webhook.enabled ? 'enabled' : 'paused',
});

/**
 * A webhook: where it is sent, which events, what it is for; when edited, whether it is paused.
 * The URL's rules (https, no private address) are the server's: it answers them in the user's language.
 */
export function WebhookForm(props: RecordFormProps<WebhookFormValues, WebhookFormBody>) {
  const { mode } = props;
  const { t } = useTranslation('admin-integrations');
  const schema = useMemo(() => {
    const events = z.array(z.string()).min(1, t('webhooks.form.noEvents'));
    return mode === 'create'
      ? webhookCreateBody.extend({ events })
      : webhookUpdateBody
          .extend({ events, delivery: z.enum(['enabled', 'paused']) })
          .transform(({ delivery, ...changes }) => ({
            ...changes,
            enabled: delivery === 'enabled',
          }));
  }, [mode, t]);
  const form = useSchemaForm<WebhookFormValues, WebhookFormBody>(
    schema,
    props.defaultValues,
    (field) => t(`webhooks.form.${field}`),
  );

  return (
    <RecordForm form={form} {...props} columns={1}>
      <Field.Text form={form} name="url" required type="url" inputMode="url" autoComplete="off" />
      <Field.Text
        form={form}
        name="description"
        label={t('webhooks.form.purpose')}
        autoComplete="off"
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <WebhookEventsField
            chosen={field.value}
            onChange={field.onChange}
            error={form.errors.events?.message}
          />
        )}
      />
      {mode === 'edit' && (
        <Field.Select
          form={form}
          name="delivery"
          options={['enabled', 'paused']}
          textOf={(delivery) => t(`webhooks.form.${delivery}`)}
        />
      )}
    </RecordForm>
  );
}
