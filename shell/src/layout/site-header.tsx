import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { UserRound } from 'lucide-react';
import { Button, cn } from '@silkway/ui';
import { BrandMark } from './brand-mark.js';
import { LanguageSwitcher } from './language-switcher.js';
import { MenuButton } from './menu-button.js';
import { CLIENT_PORTAL_PATH, HEADER_LINKS } from './navigation.js';

const loadMobileMenu = () => import('./mobile-menu.js');
const MobileMenuSheet = lazy(loadMobileMenu);

/** The menu button of narrow screens; the sheet's code (a Radix Dialog) loads when a visitor first opens it. */
function MobileMenu() {
  const [opened, setOpened] = useState(false);
  const standIn = (
    <MenuButton onPointerEnter={() => void loadMobileMenu()} onClick={() => setOpened(true)} />
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MobileMenuSheet />
    </Suspense>
  );
}

/*
 * Responsive toggles here are `!important`: a remote's stylesheet loads after the shell's and its
 * plain utilities (`inline-flex`, `flex`) would otherwise win over the chrome's breakpoint variants.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 bg-navy-900 text-white shadow-[0_1px_0_rgb(255_255_255/0.08)]">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-4 px-4 sm:px-6">
        <BrandMark />
        <nav aria-label={t('nav.label')} className="ml-6 hidden! items-center gap-1 md:flex!">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-navy-100 transition-colors hover:bg-white/10 hover:text-white',
                  isActive && 'bg-white/10 text-white',
                )
              }
            >
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <Button
            asChild
            variant="secondary"
            size="sm"
            className="hidden! border-transparent sm:inline-flex!"
          >
            <Link to={CLIENT_PORTAL_PATH}>
              <UserRound strokeWidth={2} aria-hidden />
              {t('nav.clientPortal')}
            </Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
