import { useState } from 'react';
import { Link, NavLink } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { UserRound } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  SheetContent,
  cn,
} from '@silkway/ui';
import { MenuButton } from './menu-button.js';
import { CLIENT_PORTAL_PATH, HEADER_LINKS } from './navigation.js';

/** The navigation sheet of narrow screens, open as soon as it is loaded (the visitor asked for it). */
export default function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MenuButton />
      </DialogTrigger>
      <SheetContent closeLabel={t('nav.closeMenu')}>
        <DialogTitle className="text-lg font-semibold text-navy-900">
          {t('nav.menuTitle')}
        </DialogTitle>
        <DialogDescription className="sr-only">{t('brand.tagline')}</DialogDescription>
        <nav aria-label={t('nav.label')} className="flex flex-col">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={close}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-3 text-base font-medium text-navy-900 hover:bg-navy-50',
                  isActive && 'bg-navy-50 text-signal-700',
                )
              }
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
