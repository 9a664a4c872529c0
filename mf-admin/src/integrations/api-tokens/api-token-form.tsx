import { ROLES, apiTokenCreateBody, type ApiTokenCreateBody } from '@silkway/contracts';
import { z } from 'zod';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../../admin-forms/index.js';

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
export function ApiTokenForm(props: RecordFormProps<ApiTokenFormValues, ApiTokenCreateBody>) {
  const { form, t } = useRecordForm(tokenFormBody, props, 'admin-integrations', 'tokens.form');

  return (
    <RecordForm form={form} {...props}>
      <Field.Text form={form} name="name" required wide autoComplete="off" />
      <Field.Select
        form={form}
        name="role"
        options={ROLES}
        textOf={(role) => t(`admin-staff:roles.${role}`)}
      />
      <Field.Select
        form={form}
        name="lifetime"
        options={TOKEN_LIFETIMES}
        textOf={(lifetime) => t(`tokens.form.lifetimes.${lifetime}`)}
      />
    </RecordForm>
  );
}
