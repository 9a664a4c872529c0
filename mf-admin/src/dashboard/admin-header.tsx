import { api } from '@silkway/contracts';
import { Button, IconBadge } from '@silkway/ui';
import { LoaderCircle, LogOut, PackageSearch, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Link, useNavigate } from '@silkway/app-frame/router';
import { adminPaths } from '../admin-paths.js';
import { Allowed, useAdminSession, useSignedInAdmin } from '../auth/index.js';
import { ProfileMenu } from '../profile/index.js';

/** Navy band on every back-office screen: product, subtitle, who is signed in, sign-out. */
export function AdminHeader() {
  const { t } = useTranslation('admin');
  const admin = useSignedInAdmin();
  const session = useAdminSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await session.signOut();
    // The next sign-in starts on the Orders tab, not wherever the previous one ended.
    navigate(adminPaths.root, { replace: true });
  };

  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-6">
        <IconBadge
          icon={PackageSearch}
          size="sm"
          className="shrink-0 rounded-[var(--radius-control)] bg-navy-700 text-inherit"
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold leading-tight">
            {t('common:brand.name')}
          </h1>
          <p className="truncate text-sm text-navy-200">{t('subtitle')}</p>
        </div>
        <p className="order-3 w-full truncate pl-14 text-sm text-navy-100 sm:order-1 sm:w-auto sm:pl-0">
          {t('header.welcome', { name: admin.fullName })}
        </p>
        <Allowed call={api.items.changeStatus}>
          <Button
            asChild
            variant="ghost"
            size="sm"
            className="order-2 text-white hover:bg-navy-700 hover:text-white"
          >
            <Link to={adminPaths.scan}>
              <ScanLine strokeWidth={2} aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('header.scan')}</span>
            </Link>
          </Button>
        </Allowed>
        <ProfileMenu className="order-2 text-white hover:bg-navy-700 hover:text-white" />
        <Button
          variant="ghost"
          size="sm"
          className="order-2 text-white hover:bg-navy-700 hover:text-white"
          onClick={signOut}
          disabled={signingOut}
        >
          {signingOut ? (
            <LoaderCircle className="animate-spin" strokeWidth={2} aria-hidden />
          ) : (
            <LogOut strokeWidth={2} aria-hidden />
          )}
          {/* On a phone the icon alone leaves room for the subtitle; the label stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">
            {signingOut ? t('header.loggingOut') : t('header.logout')}
          </span>
        </Button>
      </div>
    </header>
  );
}
