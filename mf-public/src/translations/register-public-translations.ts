import { registerLazyTranslations } from '@silkway/i18n';

/** Adds the `public` namespace to the page's one i18next instance, one language's dictionary at a time. */
export function registerPublicTranslations(): void {
  registerLazyTranslations('public', {
    ru: () => import('@silkway/i18n/locales/ru/public.json'),
    tj: () => import('@silkway/i18n/locales/tj/public.json'),
    en: () => import('@silkway/i18n/locales/en/public.json'),
    zh: () => import('@silkway/i18n/locales/zh/public.json'),
  });
}
