import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-requests.json';
import ru from '@silkway/i18n/locales/ru/admin-requests.json';
import tj from '@silkway/i18n/locales/tj/admin-requests.json';
import zh from '@silkway/i18n/locales/zh/admin-requests.json';

/** Adds the `admin-requests` namespace (the Requests tab and its badge) in the four languages. */
export function registerRequestsTranslations(): void {
  registerTranslations('admin-requests', { ru, tj, en, zh });
}
