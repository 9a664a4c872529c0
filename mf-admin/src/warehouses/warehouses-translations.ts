import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-warehouses.json';
import ru from '@silkway/i18n/locales/ru/admin-warehouses.json';
import tj from '@silkway/i18n/locales/tj/admin-warehouses.json';
import zh from '@silkway/i18n/locales/zh/admin-warehouses.json';

/** Adds the `admin-warehouses` namespace (the Warehouses tab and the warehouse page) in the four languages. */
export function registerWarehousesTranslations(): void {
  registerTranslations('admin-warehouses', { ru, tj, en, zh });
}
