import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-data.json';
import ru from '@silkway/i18n/locales/ru/admin-data.json';
import tj from '@silkway/i18n/locales/tj/admin-data.json';
import zh from '@silkway/i18n/locales/zh/admin-data.json';

/** Adds the `admin-data` namespace (exports, imports, printed documents) in the four languages. */
export function registerDataTranslations(): void {
  registerTranslations('admin-data', { ru, tj, en, zh });
}
