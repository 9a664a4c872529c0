import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-archive.json';
import ru from '@silkway/i18n/locales/ru/admin-archive.json';
import tj from '@silkway/i18n/locales/tj/admin-archive.json';
import zh from '@silkway/i18n/locales/zh/admin-archive.json';

/** Adds the `admin-archive` namespace (the Archive tab and its dialogs) in the four languages. */
export function registerArchiveTranslations(): void {
  registerTranslations('admin-archive', { ru, tj, en, zh });
}
