import { api, ownPasswordChangeBody, type OwnPasswordChangeBody } from '@silkway/contracts';
import { Button, FormField, Input } from '@silkway/ui';
import { callApi } from '@silkway/web-client';
import { useTranslation } from '@silkway/i18n/react';
import { useSchemaForm } from '../admin-forms/index.js';
import { failureWithServerText, successToast, useAdminWrite } from '../admin-writes/index.js';
import { ADMIN_QUERY_ROOT } from '../auth/index.js';

export const ownSessionsKey = [ADMIN_QUERY_ROOT, 'me', 'sessions'] as const;

/** One's own password: the current one, then the new; the server ends one's other sessions. */
export function OwnPasswordForm() {
  const { t } = useTranslation('admin-staff');
  const change = useAdminWrite({
    send: (body: OwnPasswordChangeBody) => callApi(api.account.changePassword, { body }),
    succeeded: successToast(t('profile.passwordChanged')),
    failed: failureWithServerText(t('profile.passwordChangeError')),
    refreshes: [ownSessionsKey],
  });
  const { register, handleSubmit, reset, errors } = useSchemaForm<
    OwnPasswordChangeBody,
    OwnPasswordChangeBody
  >(ownPasswordChangeBody, { currentPassword: '', newPassword: '' });

  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={handleSubmit((body) => change.mutate(body, { onSuccess: () => reset() }))}
    >
      <FormField
        label={t('profile.currentPassword')}
        required
        error={errors.currentPassword?.message}
      >
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label={t('profile.newPassword')} required error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={change.isPending}>
          {t('profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}
