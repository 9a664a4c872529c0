import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-scan.json';
import ru from '@silkway/i18n/locales/ru/admin-scan.json';
import tj from '@silkway/i18n/locales/tj/admin-scan.json';
import zh from '@silkway/i18n/locales/zh/admin-scan.json';

/** Adds the `admin-scan` namespace (the phone's scan screen) in the four languages. */
export function registerScanTranslations(): void {
  registerTranslations('admin-scan', { ru, tj, en, zh });
}
