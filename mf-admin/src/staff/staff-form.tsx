import {
  ROLES,
  staffUserCreateBody,
  staffUserUpdateBody,
  type StaffUserCreateBody,
  type StaffUserUpdateBody,
} from '@silkway/contracts';
import { z } from 'zod';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../admin-forms/index.js';
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
export function StaffForm(props: RecordFormProps<StaffFormValues, StaffFormBody>) {
  const creating = props.mode === 'create';
  const { form, t } = useRecordForm(
    creating ? staffUserCreateBody : editBody,
    props,
    'admin-staff',
    'form',
  );

  return (
    <RecordForm form={form} {...props}>
      {creating && <Field.Text form={form} name="username" required autoComplete="off" />}
      <Field.Text form={form} name="fullName" required wide={!creating} autoComplete="off" />
      <Field.Text form={form} name="email" type="email" autoComplete="off" />
      <Field.Select form={form} name="role" options={ROLES} textOf={(role) => t(`roles.${role}`)} />
      {creating ? (
        <Field.Text
          form={form}
          name="password"
          required
          wide
          type="password"
          autoComplete="new-password"
        />
      ) : (
        <Field.Select
          form={form}
          name="access"
          options={['active', 'disabled']}
          textOf={(access) => t(`form.${access}`)}
        />
      )}
    </RecordForm>
  );
}
