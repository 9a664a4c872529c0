import { registerTranslations } from '@silkway/i18n';
import changesEn from '@silkway/i18n/locales/en/admin-changes.json';
import changesRu from '@silkway/i18n/locales/ru/admin-changes.json';
import changesTj from '@silkway/i18n/locales/tj/admin-changes.json';
import changesZh from '@silkway/i18n/locales/zh/admin-changes.json';
import counterpartiesEn from '@silkway/i18n/locales/en/admin-counterparties.json';
import counterpartiesRu from '@silkway/i18n/locales/ru/admin-counterparties.json';
import counterpartiesTj from '@silkway/i18n/locales/tj/admin-counterparties.json';
import counterpartiesZh from '@silkway/i18n/locales/zh/admin-counterparties.json';
import ordersEn from '@silkway/i18n/locales/en/admin-orders.json';
import ordersRu from '@silkway/i18n/locales/ru/admin-orders.json';
import ordersTj from '@silkway/i18n/locales/tj/admin-orders.json';
import ordersZh from '@silkway/i18n/locales/zh/admin-orders.json';
import trucksEn from '@silkway/i18n/locales/en/admin-trucks.json';
import trucksRu from '@silkway/i18n/locales/ru/admin-trucks.json';
import trucksTj from '@silkway/i18n/locales/tj/admin-trucks.json';
import trucksZh from '@silkway/i18n/locales/zh/admin-trucks.json';
import warehousesEn from '@silkway/i18n/locales/en/admin-warehouses.json';
import warehousesRu from '@silkway/i18n/locales/ru/admin-warehouses.json';
import warehousesTj from '@silkway/i18n/locales/tj/admin-warehouses.json';
import warehousesZh from '@silkway/i18n/locales/zh/admin-warehouses.json';

/**
 * Adds `admin-changes` and the forms' namespaces whose labels it borrows: a screen that shows
 * changes (Журнал) may open before the tab of the form that names the field.
 */
export function registerChangeLabelsTranslations(): void {
  registerTranslations('admin-changes', {
    ru: changesRu,
    tj: changesTj,
    en: changesEn,
    zh: changesZh,
  });
  registerTranslations('admin-orders', { ru: ordersRu, tj: ordersTj, en: ordersEn, zh: ordersZh });
  registerTranslations('admin-counterparties', {
    ru: counterpartiesRu,
    tj: counterpartiesTj,
    en: counterpartiesEn,
    zh: counterpartiesZh,
  });
  registerTranslations('admin-warehouses', {
    ru: warehousesRu,
    tj: warehousesTj,
    en: warehousesEn,
    zh: warehousesZh,
  });
  registerTranslations('admin-trucks', { ru: trucksRu, tj: trucksTj, en: trucksEn, zh: trucksZh });
}
