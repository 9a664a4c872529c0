import { Link } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { MapPin } from 'lucide-react';
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
        <nav aria-labelledby="footer-company" className="flex flex-col gap-3">
          <h2
            id="footer-company"
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            {t('footer.companyHeading')}
          </h2>
          <Link to="/about" className={linkClasses}>
            {t('footer.aboutLink')}
          </Link>
          <Link to={{ pathname: '/', hash: '#process' }} className={linkClasses}>
            {t('footer.processLink')}
          </Link>
          <Link to="/blog" className={linkClasses}>
            {t('footer.blogLink')}
          </Link>
        </nav>
        <nav aria-labelledby="footer-services" className="flex flex-col gap-3">
          <h2
            id="footer-services"
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            {t('footer.servicesHeading')}
          </h2>
          {FOOTER_SERVICES.map((service) => (
            <Link key={service} to="/services" className={linkClasses}>
              {t(`footer.services.${service}`)}
            </Link>
          ))}
        </nav>
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.officesHeading')}
          </h2>
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
