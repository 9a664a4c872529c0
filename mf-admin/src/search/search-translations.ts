import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-search.json';
import ru from '@silkway/i18n/locales/ru/admin-search.json';
import tj from '@silkway/i18n/locales/tj/admin-search.json';
import zh from '@silkway/i18n/locales/zh/admin-search.json';

/** Adds the `admin-search` namespace (the Search tab) in the four languages. */
export function registerSearchTranslations(): void {
  registerTranslations('admin-search', { ru, tj, en, zh });
}
