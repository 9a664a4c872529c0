import { api, ownPasswordChangeBody, type OwnPasswordChangeBody } from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { callApi } from '@silkway/web-client';
import { useTranslation } from '@silkway/i18n/react';
import { Field, useSchemaForm } from '../admin-forms/index.js';
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
  const form = useSchemaForm<OwnPasswordChangeBody, OwnPasswordChangeBody>(
    ownPasswordChangeBody,
    { currentPassword: '', newPassword: '' },
    (field) => t(`profile.${field}`),
  );

  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit((body) => change.mutate(body, { onSuccess: () => form.reset() }))}
    >
      <Field.Text
        form={form}
        name="currentPassword"
        required
        type="password"
        autoComplete="current-password"
      />
      <Field.Text
        form={form}
        name="newPassword"
        required
        type="password"
        autoComplete="new-password"
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={change.isPending}>
          {t('profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}
