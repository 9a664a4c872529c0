import { registerTranslations } from '@silkway/i18n';
import ru from '@silkway/i18n/locales/ru/portal.json';
import tj from '@silkway/i18n/locales/tj/portal.json';
import en from '@silkway/i18n/locales/en/portal.json';
import zh from '@silkway/i18n/locales/zh/portal.json';

export function registerPortalTranslations(): void {
  registerTranslations('portal', { ru, tj, en, zh });
}
