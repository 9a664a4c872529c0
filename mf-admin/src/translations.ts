import { registerTranslations } from '@silkway/i18n';
import ru from '@silkway/i18n/locales/ru/admin.json';
import tj from '@silkway/i18n/locales/tj/admin.json';
import en from '@silkway/i18n/locales/en/admin.json';
import zh from '@silkway/i18n/locales/zh/admin.json';

export function registerAdminTranslations(): void {
  registerTranslations('admin', { ru, tj, en, zh });
}
