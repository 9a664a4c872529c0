import { useTranslation } from '@silkway/i18n/react';
import { usePageHead } from '@silkway/app-frame';

export type PublicPage = 'home' | 'services' | 'programs' | 'about' | 'contact' | 'blog';

/** The document title and meta description of a page in the current language (also in the prerendered HTML). */
export function usePageMeta(page: PublicPage) {
  const { t } = useTranslation('public');
  usePageHead({
    title: `${t(`meta.${page}.title`)} — ${t('brand')}`,
    description: t(`meta.${page}.description`),
  });
}
