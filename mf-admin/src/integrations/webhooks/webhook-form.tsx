import {
  webhookCreateBody,
  webhookUpdateBody,
  type WebhookAnswer,
  type WebhookCreateBody,
  type WebhookUpdateBody,
} from '@silkway/contracts';
import { FormField, Input } from '@silkway/ui';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  SelectField,
  useSchemaForm,
  type RecordFormProps,
} from '../../admin-forms/index.js';
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
export function WebhookForm({
  mode,
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<WebhookFormValues, WebhookFormBody>) {
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
  const { register, control, handleSubmit, errors } = useSchemaForm<
    WebhookFormValues,
    WebhookFormBody
  >(schema, defaultValues);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField label={t('webhooks.form.url')} required error={errors.url?.message}>
        <Input type="url" inputMode="url" {...register('url')} autoComplete="off" />
      </FormField>
      <FormField label={t('webhooks.form.purpose')} error={errors.description?.message}>
        <Input {...register('description')} autoComplete="off" />
      </FormField>
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <WebhookEventsField
            chosen={field.value}
            onChange={field.onChange}
            error={errors.events?.message}
          />
        )}
      />
      {mode === 'edit' && (
        <SelectField
          control={control}
          name="delivery"
          label={t('webhooks.form.delivery')}
          error={errors.delivery?.message}
          options={[
            { value: 'enabled', text: t('webhooks.form.enabled') },
            { value: 'paused', text: t('webhooks.form.paused') },
          ]}
        />
      )}
      <FormActions {...actions} />
    </form>
  );
}
