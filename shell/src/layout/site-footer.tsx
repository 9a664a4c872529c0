import { Link } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark.js';
import { MessengerLinks } from './messenger-links.js';

const FOOTER_SERVICES = [
  'sourcing',
  'logistics',
  'customs',
  'oem',
  'warehouse',
  'support',
] as const;

const linkClasses = 'text-sm text-navy-200 transition-colors hover:text-white';
const headingClasses = 'text-sm font-semibold uppercase tracking-wide text-white';

/** A column of footer links under its heading, which names the navigation. */
function FooterNav({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <nav aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={headingClasses}>
        {heading}
      </h2>
      {children}
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <BrandMark />
          <p className="max-w-sm text-sm leading-relaxed text-navy-200">{t('footer.about')}</p>
          <MessengerLinks placement="footer" />
        </div>
        <FooterNav id="footer-company" heading={t('footer.companyHeading')}>
          <Link to="/about" className={linkClasses}>
            {t('footer.aboutLink')}
          </Link>
          <Link to={{ pathname: '/', hash: '#process' }} className={linkClasses}>
            {t('footer.processLink')}
          </Link>
          <Link to="/blog" className={linkClasses}>
            {t('footer.blogLink')}
          </Link>
        </FooterNav>
        <FooterNav id="footer-services" heading={t('footer.servicesHeading')}>
          {FOOTER_SERVICES.map((service) => (
            <Link key={service} to="/services" className={linkClasses}>
              {t(`footer.services.${service}`)}
            </Link>
          ))}
        </FooterNav>
        <div className="flex flex-col gap-3">
          <h2 className={headingClasses}>{t('footer.officesHeading')}</h2>
          {(['guangzhou', 'dushanbe'] as const).map((office) => (
            <p key={office} className="flex items-start gap-2 text-sm text-navy-200">
              <MapPin
                className="mt-0.5 size-4 shrink-0 text-signal-400"
                strokeWidth={2}
                aria-hidden
              />
              {t(`footer.${office}`)}
            </p>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-[1200px] px-4 py-5 text-xs text-navy-300 sm:px-6">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
