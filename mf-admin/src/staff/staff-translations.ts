import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-staff.json';
import ru from '@silkway/i18n/locales/ru/admin-staff.json';
import tj from '@silkway/i18n/locales/tj/admin-staff.json';
import zh from '@silkway/i18n/locales/zh/admin-staff.json';

/** Adds the `admin-staff` namespace (the Сотрудники tab and the profile menu) in the four languages. */
export function registerStaffTranslations(): void {
  registerTranslations('admin-staff', { ru, tj, en, zh });
}
