import { registerTranslations } from '@silkway/i18n';
import en from '@silkway/i18n/locales/en/admin-counterparties.json';
import ru from '@silkway/i18n/locales/ru/admin-counterparties.json';
import tj from '@silkway/i18n/locales/tj/admin-counterparties.json';
import zh from '@silkway/i18n/locales/zh/admin-counterparties.json';

/** Adds the `admin-counterparties` namespace (the Counterparties tab and the counterparty page) in the four languages. */
export function registerCounterpartiesTranslations(): void {
  registerTranslations('admin-counterparties', { ru, tj, en, zh });
}
