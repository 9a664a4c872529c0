import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-payments.json';
import ru from '@silkway/i18n/locales/ru/admin-payments.json';
import tj from '@silkway/i18n/locales/tj/admin-payments.json';
import zh from '@silkway/i18n/locales/zh/admin-payments.json';

/** Adds the `admin-payments` namespace (the Платежи blocks and the summary) in the four languages. */
export function registerPaymentsTranslations(): void {
  registerTranslations('admin-payments', { ru, tj, en, zh });
}
