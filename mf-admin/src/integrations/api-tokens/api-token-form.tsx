import { ROLES, apiTokenCreateBody, type ApiTokenCreateBody } from '@silkway/contracts';
import { FormField, Input } from '@silkway/ui';
import { z } from 'zod';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  SelectField,
  choices,
  useSchemaForm,
  type RecordFormProps,
} from '../../admin-forms/index.js';

/** How long a new token lives: days, or for good. */
export const TOKEN_LIFETIMES = ['never', '30', '90', '365'] as const;
type TokenLifetime = (typeof TOKEN_LIFETIMES)[number];

export interface ApiTokenFormValues {
  name: string;
  role: string;
  lifetime: TokenLifetime;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The end is counted when the form is sent, so a dialog left open a while still gives the days chosen.
const tokenFormBody = apiTokenCreateBody
  .omit({ expiresAt: true })
  .extend({ lifetime: z.enum(TOKEN_LIFETIMES) })
  .transform(({ lifetime, ...token }): ApiTokenCreateBody => ({
    ...token,
    expiresAt:
      lifetime === 'never' ? null : new Date(Date.now() + Number(lifetime) * DAY_MS).toISOString(),
  }));

export const newApiTokenFormValues = (): ApiTokenFormValues => ({
  name: '',
  role: 'viewer',
  lifetime: 'never',
});

/** A token: what it is for (its name), the role it acts with, how long it lives. */
export function ApiTokenForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<ApiTokenFormValues, ApiTokenCreateBody>) {
  const { t } = useTranslation('admin-integrations');
  const { register, control, handleSubmit, errors } = useSchemaForm<
    ApiTokenFormValues,
    ApiTokenCreateBody
  >(tokenFormBody, defaultValues);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('tokens.form.name')}
        required
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <SelectField
        control={control}
        name="role"
        label={t('tokens.form.role')}
        error={errors.role?.message}
        options={choices(ROLES, (role) => t(`admin-staff:roles.${role}`))}
      />
      <SelectField
        control={control}
        name="lifetime"
        label={t('tokens.form.lifetime')}
        error={errors.lifetime?.message}
        options={choices(TOKEN_LIFETIMES, (lifetime) => t(`tokens.form.lifetimes.${lifetime}`))}
      />
      <FormActions {...actions} className="sm:col-span-2" />
    </form>
  );
}
