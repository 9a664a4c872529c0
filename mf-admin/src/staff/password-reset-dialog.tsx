import { passwordResetBody, type PasswordResetBody } from '@silkway/contracts';
import {
  Field,
  RecordForm,
  recordFormDialog,
  useRecordForm,
  type RecordFormProps,
} from '../admin-forms/index.js';
import { useResetStaffPassword, type StaffRecord } from './data/staff-api.js';

function PasswordForm(props: RecordFormProps<PasswordResetBody, PasswordResetBody>) {
  const { form } = useRecordForm(passwordResetBody, props, 'admin-staff', 'passwordReset');
  return (
    <RecordForm form={form} {...props} columns={1}>
      <Field.Text
        form={form}
        name="password"
        required
        type="password"
        autoComplete="new-password"
      />
    </RecordForm>
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
