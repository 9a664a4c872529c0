import {
  ROLES,
  staffUserCreateBody,
  staffUserUpdateBody,
  type StaffUserCreateBody,
  type StaffUserUpdateBody,
} from '@silkway/contracts';
import { FormField, Input } from '@silkway/ui';
import { z } from 'zod';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  SelectField,
  choices,
  useSchemaForm,
  type RecordFormProps,
} from '../admin-forms/index.js';
import type { StaffRecord } from './data/staff-api.js';

export interface StaffFormValues {
  username: string;
  fullName: string;
  email: string;
  role: string;
  password: string;
  /** 'active' or 'disabled', as the select holds it. */
  access: string;
}

/** What the dialog sends: a new colleague, or the changes to one. */
export type StaffFormBody = StaffUserCreateBody | StaffUserUpdateBody;

const editBody = staffUserUpdateBody
  .extend({ access: z.enum(['active', 'disabled']) })
  .transform(({ access, ...changes }) => ({ ...changes, disabled: access === 'disabled' }));

export const newStaffFormValues = (): StaffFormValues => ({
  username: '',
  fullName: '',
  email: '',
  role: 'manager',
  password: '',
  access: 'active',
});

export const staffFormValuesOf = (user: StaffRecord): StaffFormValues => ({
  username: user.username,
  fullName: user.fullName,
  email: user.email ?? '',
  role: user.role,
  password: '',
  access: user.disabled ? 'disabled' : 'active',
});

/**
 * A colleague: login, name, e-mail, role and a first password when added; name, e-mail, role and
 * whether they may sign in when edited. Checked by the contracts' schemas.
 */
export function StaffForm({
  mode,
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<StaffFormValues, StaffFormBody>) {
  const { t } = useTranslation('admin-staff');
  const { register, control, handleSubmit, errors } = useSchemaForm<StaffFormValues, StaffFormBody>(
    mode === 'create' ? staffUserCreateBody : editBody,
    defaultValues,
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      {mode === 'create' && (
        <FormField label={t('form.username')} required error={errors.username?.message}>
          <Input {...register('username')} autoComplete="off" />
        </FormField>
      )}
      <FormField
        label={t('form.fullName')}
        required
        error={errors.fullName?.message}
        className={mode === 'create' ? undefined : 'sm:col-span-2'}
      >
        <Input {...register('fullName')} autoComplete="off" />
      </FormField>
      <FormField label={t('form.email')} error={errors.email?.message}>
        <Input type="email" {...register('email')} autoComplete="off" />
      </FormField>
      <SelectField
        control={control}
        name="role"
        label={t('form.role')}
        error={errors.role?.message}
        options={choices(ROLES, (role) => t(`roles.${role}`))}
      />
      {mode === 'create' ? (
        <FormField
          label={t('form.password')}
          required
          error={errors.password?.message}
          className="sm:col-span-2"
        >
          <Input type="password" {...register('password')} autoComplete="new-password" />
        </FormField>
      ) : (
        <SelectField
          control={control}
          name="access"
          label={t('form.access')}
          error={errors.access?.message}
          options={[
            { value: 'active', text: t('form.active') },
            { value: 'disabled', text: t('form.disabled') },
          ]}
        />
      )}
      <FormActions {...actions} className="sm:col-span-2" />
    </form>
  );
}
