import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, UserRound } from 'lucide-react';
import { Button, Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent, cn } from '@silkway/ui';
import { BrandMark } from './BrandMark.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { CLIENT_PORTAL_PATH, HEADER_LINKS } from './navigation.js';

function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="text-white hover:bg-white/10 md:hidden!" aria-label={t('nav.openMenu')}>
          <Menu className="size-6" strokeWidth={2} aria-hidden />
        </Button>
      </DialogTrigger>
      <SheetContent closeLabel={t('nav.closeMenu')}>
        <DialogTitle className="text-lg font-semibold text-navy-900">{t('nav.menuTitle')}</DialogTitle>
        <DialogDescription className="sr-only">{t('brand.tagline')}</DialogDescription>
        <nav aria-label={t('nav.label')} className="flex flex-col">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={close}
              className={({ isActive }) => cn('rounded-md px-3 py-3 text-base font-medium text-navy-900 hover:bg-navy-50', isActive && 'bg-navy-50 text-signal-700')}
            >
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
        <Button asChild size="lg" className="mt-2">
          <Link to={CLIENT_PORTAL_PATH} onClick={close}>
            <UserRound strokeWidth={2} aria-hidden />
            {t('nav.clientPortal')}
          </Link>
        </Button>
      </SheetContent>
    </Dialog>
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
                cn('rounded-md px-3 py-2 text-sm font-medium text-navy-100 transition-colors hover:bg-white/10 hover:text-white', isActive && 'bg-white/10 text-white')
              }
            >
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <Button asChild variant="secondary" size="sm" className="hidden! border-transparent sm:inline-flex!">
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
