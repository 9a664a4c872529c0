import { Button, TitledDialog } from '@silkway/ui';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useSignedInAdmin } from '../auth/index.js';
import { registerStaffTranslations } from '../staff/index.js';
import { OwnPasswordForm } from './own-password-form.js';
import { OwnSessions } from './own-sessions.js';
import { TwoFactorSection } from './two-factor-section.js';

registerStaffTranslations();

/** The profile menu of everyone signed in: own password, two-factor sign-in, open sessions. */
export function ProfileMenu({ className }: { className?: string }) {
  const { t } = useTranslation('admin-staff');
  const admin = useSignedInAdmin();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)}>
        <UserRound strokeWidth={2} aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('profile.open')}</span>
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={t('profile.title')}
        description={t('profile.description', {
          name: admin.fullName,
          role: t(`roles.${admin.role}`),
        })}
        closeLabel={t('form.dialogClose')}
        className="max-w-xl [&>*]:min-w-0"
      >
        <section className="grid min-w-0 gap-3">
          <h3 className="font-semibold text-navy-900">{t('profile.passwordHeading')}</h3>
          <OwnPasswordForm />
        </section>
        <section className="grid min-w-0 gap-3">
          <h3 className="font-semibold text-navy-900">{t('twoFactor.heading')}</h3>
          <TwoFactorSection />
        </section>
        <section className="grid min-w-0 gap-3">
          <h3 className="font-semibold text-navy-900">{t('sessions.heading')}</h3>
          <OwnSessions />
        </section>
      </TitledDialog>
    </>
  );
}
