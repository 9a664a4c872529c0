import { Link } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';

/** Our route from Guangzhou to Dushanbe as a mark: two offices joined by one line. */
export function BrandMark() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('brand.home')}
      className="flex shrink-0 items-center gap-2.5 text-white"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill="var(--color-signal-600)" />
        <path
          d="M8 22c4-1 6-11 16-12"
          fill="none"
          stroke="white"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="8" cy="22" r="2.6" fill="white" />
        <circle cx="24" cy="10" r="2.6" fill="white" />
      </svg>
      <span className="text-lg font-bold tracking-tight">{t('brand.name')}</span>
    </Link>
  );
}
