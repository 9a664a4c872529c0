import type { NotificationLanguage } from '@silkway/contracts';
import en from '@silkway/i18n/locales/en/emails.json' with { type: 'json' };
import enPortal from '@silkway/i18n/locales/en/portal.json' with { type: 'json' };
import ru from '@silkway/i18n/locales/ru/emails.json' with { type: 'json' };
import ruPortal from '@silkway/i18n/locales/ru/portal.json' with { type: 'json' };
import tj from '@silkway/i18n/locales/tj/emails.json' with { type: 'json' };
import tjPortal from '@silkway/i18n/locales/tj/portal.json' with { type: 'json' };
import zh from '@silkway/i18n/locales/zh/emails.json' with { type: 'json' };
import zhPortal from '@silkway/i18n/locales/zh/portal.json' with { type: 'json' };

/** What e-mails and the link pages say: packages/i18n's `emails` namespace, with the rest of the words. */
export type EmailTexts = typeof ru;

const emails: Record<NotificationLanguage, EmailTexts> = { ru, tj, en, zh };
/** The statuses as the client's portal names them, so an e-mail and the page it links say the same. */
const portal: Record<NotificationLanguage, typeof ruPortal> = {
  ru: ruPortal,
  tj: tjPortal,
  en: enPortal,
  zh: zhPortal,
};

export const emailTexts = (language: NotificationLanguage): EmailTexts => emails[language];

/** A text with its {{placeholders}} filled in, as i18next fills them on the pages. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

const ITEM_STATUS_KEYS: Record<string, keyof (typeof ruPortal)['itemStatus']> = {
  'На складе': 'inStock',
  Отправлено: 'sent',
  Доставлено: 'delivered',
};

/**
 * An order's or an item's status in the client's language, as the portal shows it (product.md §4:
 * an active order is in transit, a completed one completed); an item status the portal does not
 * name is written as stored.
 */
export function statusName(
  of: 'order' | 'item',
  status: string,
  language: NotificationLanguage,
): string {
  const { orderStatus, itemStatus } = portal[language];
  if (of === 'order')
    return status === 'active'
      ? orderStatus.inTransit
      : status === 'completed'
        ? orderStatus.completed
        : status;
  const key = ITEM_STATUS_KEYS[status];
  return key ? itemStatus[key] : status;
}
