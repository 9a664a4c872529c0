import { api, type NotificationLanguage } from '@silkway/contracts';

/** The site's pages in a language: Russian has no prefix, the others /tj, /en, /zh. */
const inLanguage = (base: string, language: NotificationLanguage) =>
  `${base}${language === 'ru' ? '' : `/${language}`}`;

/** Addresses clients follow from e-mails, built from PUBLIC_BASE_URL, in the reader's language. */
export const subscriptionLinks = {
  confirm: (base: string, token: string, language: NotificationLanguage) =>
    `${base}${api.notifications.confirm.path}?token=${token}&lang=${language}`,
  unsubscribe: (base: string, token: string, language: NotificationLanguage) =>
    `${base}${api.notifications.unsubscribe.path}?token=${token}&lang=${language}`,
  tracking: (base: string, code: string, language: NotificationLanguage) =>
    `${inLanguage(base, language)}/portal?code=${encodeURIComponent(code)}`,
  /** The client's account, or one of its orders there. */
  account: (base: string, language: NotificationLanguage, orderId?: number) =>
    `${inLanguage(base, language)}/portal/account${orderId === undefined ? '' : `/orders/${orderId}`}`,
};
