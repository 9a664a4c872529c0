import { passwordResetBody, type PasswordResetBody } from '@silkway/contracts';
import { FormField, Input } from '@silkway/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@silkway/i18n/react';
import { FormActions, FormDialogFrame, schemaResolver } from '../admin-forms/index.js';
import { useResetStaffPassword, type StaffRecord } from './data/staff-api.js';

interface PasswordResetDialogProps {
  user: StaffRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The owner sets a colleague's password; the server ends the colleague's sessions. */
export function PasswordResetDialog({ user, open, onOpenChange }: PasswordResetDialogProps) {
  const { t } = useTranslation('admin-staff');
  const reset = useResetStaffPassword(user.username);
  const close = () => onOpenChange(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetBody>({
    resolver: schemaResolver<PasswordResetBody, PasswordResetBody>(passwordResetBody),
    defaultValues: { password: '' },
  });

  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('form.dialogClose')}
      className="max-w-md"
      title={t('passwordReset.title', { name: user.fullName })}
      description={t('passwordReset.description')}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={handleSubmit((body) => reset.mutate(body, { onSuccess: close }))}
      >
        <FormField label={t('passwordReset.password')} required error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={close}
          submitLabel={t('passwordReset.submit')}
          pendingLabel={t('form.saving')}
          pending={reset.isPending}
          holdCancelWhilePending
        />
      </form>
    </FormDialogFrame>
  );
}
