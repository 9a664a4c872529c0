import { api, type NotificationLanguage } from '@silkway/contracts';

/** Addresses clients follow from e-mails, built from PUBLIC_BASE_URL. */
export const subscriptionLinks = {
  confirm: (base: string, token: string, language: NotificationLanguage) =>
    `${base}${api.notifications.confirm.path}?token=${token}&lang=${language}`,
  unsubscribe: (base: string, token: string, language: NotificationLanguage) =>
    `${base}${api.notifications.unsubscribe.path}?token=${token}&lang=${language}`,
  tracking: (base: string, code: string) => `${base}/portal?code=${encodeURIComponent(code)}`,
};
