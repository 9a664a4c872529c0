import type { EventPayload, NotificationLanguage } from '@silkway/contracts';
import { emailTexts, fill, statusName } from './email-texts.js';
import { changeLines, type OrderChange } from './client-messages.js';

/** A window's changes of one order, as the client's Telegram chat reads them (plain text). */
export function orderUpdateTelegram(
  language: NotificationLanguage,
  code: string,
  changes: readonly OrderChange[],
  accountLink: string,
): string {
  const { update, account } = emailTexts(language);
  return [
    fill(update.intro, { code }),
    ...changeLines(language, changes).map((line) => `• ${line}`),
    '',
    `${account.openInAccount}: ${accountLink}`,
  ].join('\n');
}

/** The bot's answer to a chat's command, in the client's language; orders link to its account. */
export function telegramAnswerText(
  { language, answer, orders }: EventPayload<'portal.telegram-answer'>,
  orderLink: (orderId: number) => string,
): string {
  const texts = emailTexts(language).telegram;
  if (answer !== 'orders') return texts[answer];
  if (!orders?.length) return texts.noOrders;
  const listed = orders.map((order) => {
    const statuses = order.items.length
      ? order.items
          .map(({ status, count }) => `${statusName('item', status, language)} ×${count}`)
          .join(', ')
      : texts.noItems;
    return `• ${order.code} «${order.name}»: ${statuses}\n  ${orderLink(order.id)}`;
  });
  return [texts.ordersTitle, ...listed].join('\n');
}
