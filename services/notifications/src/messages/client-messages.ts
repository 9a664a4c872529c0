import type { NotificationLanguage } from '@silkway/contracts';
import { accountFollowTexts } from './account-follow-texts.js';
import { escapeHtml, renderLayout } from './message-layout.js';
import { messageTexts } from './message-texts.js';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/** One change as the client reads it: an item's or the order's new status. */
export type OrderChange =
  { kind: 'item'; item: string; status: string } | { kind: 'order'; status: string };

export function confirmationMessage(
  language: NotificationLanguage,
  code: string,
  confirmLink: string,
): RenderedMessage {
  const texts = messageTexts[language];
  const subject = texts.confirmSubject(code);
  return {
    subject,
    text: [
      texts.confirmIntro(code),
      '',
      `${texts.confirmButton}: ${confirmLink}`,
      '',
      texts.confirmIgnore,
    ].join('\n'),
    html: renderLayout({
      language,
      brand: texts.brand,
      tagline: texts.tagline,
      title: subject,
      body: `<p style="margin:0">${escapeHtml(texts.confirmIntro(code))}</p>`,
      action: { label: texts.confirmButton, href: confirmLink },
      footer: escapeHtml(texts.confirmIgnore),
    }),
  };
}

export function orderUpdateMessage(
  language: NotificationLanguage,
  code: string,
  changes: readonly OrderChange[],
  links: { tracking: string; unsubscribe: string },
  /** A client's account follows all its orders: its own button and reason to unsubscribe. */
  follower: 'order' | 'account' = 'order',
): RenderedMessage {
  const texts = messageTexts[language];
  const account = accountFollowTexts[language];
  const actionLabel = follower === 'account' ? account.openInAccount : texts.trackButton;
  const unsubscribeLine = follower === 'account' ? account.unsubscribeLine : texts.unsubscribeLine;
  const status = (value: string) => texts.statuses[value] ?? value;
  const lines = changes.map((change) =>
    change.kind === 'item'
      ? texts.itemChange(change.item, status(change.status))
      : texts.orderChange(status(change.status)),
  );
  const subject = texts.updateSubject(code);
  return {
    subject,
    text: [
      texts.updateIntro(code),
      '',
      ...lines.map((line) => `• ${line}`),
      '',
      `${actionLabel}: ${links.tracking}`,
      '',
      `${unsubscribeLine} ${texts.unsubscribeLink}: ${links.unsubscribe}`,
    ].join('\n'),
    html: renderLayout({
      language,
      brand: texts.brand,
      tagline: texts.tagline,
      title: subject,
      body: `<p style="margin:0 0 8px">${escapeHtml(texts.updateIntro(code))}</p><ul style="margin:0;padding-left:20px">${lines.map((line) => `<li style="margin:4px 0">${escapeHtml(line)}</li>`).join('')}</ul>`,
      action: { label: actionLabel, href: links.tracking },
      footer: `${escapeHtml(unsubscribeLine)} <a href="${escapeHtml(links.unsubscribe)}" style="color:#66728a">${escapeHtml(texts.unsubscribeLink)}</a>`,
    }),
  };
}

export type LinkOutcome = keyof (typeof messageTexts)['ru']['pages'];

/** The plain page a confirm or unsubscribe link answers. */
export function linkPage(
  language: NotificationLanguage,
  outcome: LinkOutcome,
  code: string | null,
  trackingLink: string | null,
): string {
  const texts = messageTexts[language];
  const page = texts.pages[outcome];
  return renderLayout({
    language,
    brand: texts.brand,
    tagline: texts.tagline,
    title: page.title,
    body: `<p style="margin:0">${escapeHtml(page.body.replace('{code}', code ?? ''))}</p>`,
    ...(trackingLink ? { action: { label: texts.toTracking, href: trackingLink } } : {}),
  });
}

/** The page of a client's account-wide unsubscribe link, with the way back to its account. */
export function accountUnsubscribedPage(
  language: NotificationLanguage,
  accountLink: string,
): string {
  const texts = messageTexts[language];
  const page = accountFollowTexts[language].unsubscribed;
  return renderLayout({
    language,
    brand: texts.brand,
    tagline: texts.tagline,
    title: page.title,
    body: `<p style="margin:0">${escapeHtml(page.body)}</p>`,
    action: { label: accountFollowTexts[language].toAccount, href: accountLink },
  });
}
