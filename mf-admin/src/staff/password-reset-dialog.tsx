import { passwordResetBody, type PasswordResetBody } from '@silkway/contracts';
import { FormField, Input } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  recordFormDialog,
  useSchemaForm,
  type RecordFormProps,
} from '../admin-forms/index.js';
import { useResetStaffPassword, type StaffRecord } from './data/staff-api.js';

function PasswordForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<PasswordResetBody, PasswordResetBody>) {
  const { t } = useTranslation('admin-staff');
  const { register, handleSubmit, errors } = useSchemaForm<PasswordResetBody, PasswordResetBody>(
    passwordResetBody,
    defaultValues,
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(onSubmit)}>
      <FormField label={t('passwordReset.password')} required error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormActions {...actions} />
    </form>
  );
}

interface Colleague {
  user: StaffRecord;
}
const noPassword = (): PasswordResetBody => ({ password: '' });
const useReset = ({ user }: Colleague) => useResetStaffPassword(user);

/** The owner sets a colleague's password; the server ends the colleague's sessions. */
export const PasswordResetDialog = recordFormDialog({
  namespace: 'admin-staff',
  texts: 'passwordReset',
  textValues: ({ user }: Colleague) => ({ name: user.fullName }),
  width: 'max-w-md',
  submitText: 'submit',
  holdCancelWhilePending: true,
  Form: PasswordForm,
  newValues: noPassword,
  useCreate: useReset,
});
