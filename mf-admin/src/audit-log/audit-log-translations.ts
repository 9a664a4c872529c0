import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-audit.json';
import ru from '@silkway/i18n/locales/ru/admin-audit.json';
import tj from '@silkway/i18n/locales/tj/admin-audit.json';
import zh from '@silkway/i18n/locales/zh/admin-audit.json';

/** Adds the `admin-audit` namespace (the Журнал tab) in the four languages. */
export function registerAuditLogTranslations(): void {
  registerTranslations('admin-audit', { ru, tj, en, zh });
}
