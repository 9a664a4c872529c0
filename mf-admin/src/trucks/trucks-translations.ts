import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-trucks.json';
import ru from '@silkway/i18n/locales/ru/admin-trucks.json';
import tj from '@silkway/i18n/locales/tj/admin-trucks.json';
import zh from '@silkway/i18n/locales/zh/admin-trucks.json';

/** Adds the `admin-trucks` namespace (the Trucks tab, its dialogs and the truck materials) in the four languages. */
export function registerTrucksTranslations(): void {
  registerTranslations('admin-trucks', { ru, tj, en, zh });
}
