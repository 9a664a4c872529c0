import { Spinner } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { Outlet } from '@silkway/app-frame/router';
import { useAdminSession } from './admin-session.js';
import { LoginScreen } from './login-screen.js';

/** Shows the back office only to a confirmed session: a spinner while checking, the login screen otherwise. */
export function AdminGate() {
  const session = useAdminSession();
  if (session.status === 'checking') return <SessionCheck />;
  if (session.status === 'signed-out') return <LoginScreen />;
  return <Outlet />;
}

function SessionCheck() {
  const { t } = useTranslation('admin');
  return (
    <main className="flex min-h-dvh items-center justify-center gap-3 bg-neutral-100 text-sm text-neutral-600">
      <Spinner label={t('session.checking')} />
      <span aria-hidden>{t('session.checking')}</span>
    </main>
  );
}
