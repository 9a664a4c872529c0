import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-orders.json';
import ru from '@silkway/i18n/locales/ru/admin-orders.json';
import tj from '@silkway/i18n/locales/tj/admin-orders.json';
import zh from '@silkway/i18n/locales/zh/admin-orders.json';

/** Adds the `admin-orders` namespace (the Orders tab and its dialogs) in the four languages. */
export function registerOrdersTranslations(): void {
  registerTranslations('admin-orders', { ru, tj, en, zh });
}
