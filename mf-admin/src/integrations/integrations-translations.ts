import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-integrations.json';
import ru from '@silkway/i18n/locales/ru/admin-integrations.json';
import tj from '@silkway/i18n/locales/tj/admin-integrations.json';
import zh from '@silkway/i18n/locales/zh/admin-integrations.json';
import { registerStaffTranslations } from '../staff/index.js';

/** Adds the `admin-integrations` namespace in the four languages, and `admin-staff`, whose role names it shows. */
export function registerIntegrationsTranslations(): void {
  registerTranslations('admin-integrations', { ru, tj, en, zh });
  registerStaffTranslations();
}
