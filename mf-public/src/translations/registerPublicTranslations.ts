import { registerTranslations } from '@silkway/i18n';
import ru from '@silkway/i18n/locales/ru/public.json';
import tj from '@silkway/i18n/locales/tj/public.json';
import en from '@silkway/i18n/locales/en/public.json';
import zh from '@silkway/i18n/locales/zh/public.json';

/** Adds the `public` namespace to the page's one i18next instance. */
export function registerPublicTranslations(): void {
  registerTranslations('public', { ru, tj, en, zh });
}
