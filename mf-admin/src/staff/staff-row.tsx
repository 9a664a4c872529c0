import { Badge, Button } from '@silkway/ui';
import { KeyRound, Pencil, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayDateTime } from '../formats/index.js';
import { useResetStaffTwoFactor, type StaffRecord } from './data/staff-api.js';
import { PasswordResetDialog } from './password-reset-dialog.js';
import { StaffFormDialog } from './staff-form-dialog.js';

/** One colleague: who, role, state, last sign-in; edit, set a password, reset the second factor. */
export function StaffRow({ user }: { user: StaffRecord }) {
  const { t, i18n } = useTranslation('admin-staff');
  const [editing, setEditing] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const resetTwoFactor = useResetStaffTwoFactor(user);

  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4"
      data-testid="staff-row"
      data-username={user.username}
    >
      {/* At least 12rem: on a phone the details take a line of their own rather than shrink. */}
      <div className="min-w-48 flex-1">
        <p className="truncate font-medium text-navy-900">
          {user.fullName} <span className="text-sm text-neutral-500">@{user.username}</span>
        </p>
        <p className="truncate text-sm text-neutral-600">{user.email ?? t('list.noEmail')}</p>
        <p className="text-xs text-neutral-500">
          {user.lastSignInAt
            ? t('list.lastSignIn', {
                at: formatDisplayDateTime(user.lastSignInAt, i18n.language),
              })
            : t('list.neverSignedIn')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{t(`roles.${user.role}`)}</Badge>
        {user.twoFactor && <Badge tone="done">{t('list.twoFactor')}</Badge>}
        {user.disabled && <Badge tone="error">{t('list.disabled')}</Badge>}
      </div>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil strokeWidth={2} aria-hidden />
          {t('list.edit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setSettingPassword(true)}>
          <KeyRound strokeWidth={2} aria-hidden />
          {t('list.resetPassword')}
        </Button>
        {user.twoFactor && (
          <Button
            variant="ghost"
            size="sm"
            disabled={resetTwoFactor.isPending}
            onClick={() => resetTwoFactor.mutate(undefined)}
          >
            <ShieldOff strokeWidth={2} aria-hidden />
            {t('list.resetTwoFactor')}
          </Button>
        )}
      </div>
      <StaffFormDialog mode="edit" record={user} open={editing} onOpenChange={setEditing} />
      <PasswordResetDialog user={user} open={settingPassword} onOpenChange={setSettingPassword} />
    </li>
  );
}
