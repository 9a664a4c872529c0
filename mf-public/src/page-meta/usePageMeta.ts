import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PublicPage = 'home' | 'services' | 'programs' | 'about' | 'contact' | 'blog';

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** Sets the document title and meta description of a page in the current language. */
export function usePageMeta(page: PublicPage) {
  const { t, i18n } = useTranslation('public');
  const title = `${t(`meta.${page}.title`)} — ${t('brand')}`;
  const description = t(`meta.${page}.description`);
  useEffect(() => {
    document.title = title;
    descriptionTag().content = description;
  }, [title, description, i18n.language]);
}
