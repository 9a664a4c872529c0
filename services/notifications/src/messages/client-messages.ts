import type { NotificationLanguage } from '@silkway/contracts';
import { emailTexts, fill, statusName } from './email-texts.js';
import { escapeHtml, renderLayout } from './message-layout.js';

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
  const texts = emailTexts(language);
  const subject = fill(texts.follow.subject, { code });
  const intro = fill(texts.follow.intro, { code });
  return {
    subject,
    text: [intro, '', `${texts.follow.button}: ${confirmLink}`, '', texts.follow.ignore].join('\n'),
    html: renderLayout({
      language,
      brand: texts.brand,
      tagline: texts.tagline,
      title: subject,
      body: `<p style="margin:0">${escapeHtml(intro)}</p>`,
      action: { label: texts.follow.button, href: confirmLink },
      footer: escapeHtml(texts.follow.ignore),
    }),
  };
}

/** Each change as a line of its own, in the client's language. */
export function changeLines(
  language: NotificationLanguage,
  changes: readonly OrderChange[],
): string[] {
  const { update } = emailTexts(language);
  return changes.map((change) =>
    change.kind === 'item'
      ? fill(update.itemChange, {
          item: change.item,
          status: statusName('item', change.status, language),
        })
      : fill(update.orderChange, { status: statusName('order', change.status, language) }),
  );
}

export function orderUpdateMessage(
  language: NotificationLanguage,
  code: string,
  changes: readonly OrderChange[],
  links: { tracking: string; unsubscribe: string },
  /** A client's account follows all its orders: its own button and reason to unsubscribe. */
  follower: 'order' | 'account' = 'order',
): RenderedMessage {
  const texts = emailTexts(language);
  const { update, account } = texts;
  const actionLabel = follower === 'account' ? account.openInAccount : update.trackButton;
  const unsubscribeLine = follower === 'account' ? account.unsubscribeLine : update.unsubscribeLine;
  const lines = changeLines(language, changes);
  const subject = fill(update.subject, { code });
  const intro = fill(update.intro, { code });
  return {
    subject,
    text: [
      intro,
      '',
      ...lines.map((line) => `• ${line}`),
      '',
      `${actionLabel}: ${links.tracking}`,
      '',
      `${unsubscribeLine} ${update.unsubscribeLink}: ${links.unsubscribe}`,
    ].join('\n'),
    html: renderLayout({
      language,
      brand: texts.brand,
      tagline: texts.tagline,
      title: subject,
      body: `<p style="margin:0 0 8px">${escapeHtml(intro)}</p><ul style="margin:0;padding-left:20px">${lines.map((line) => `<li style="margin:4px 0">${escapeHtml(line)}</li>`).join('')}</ul>`,
      action: { label: actionLabel, href: links.tracking },
      footer: `${escapeHtml(unsubscribeLine)} <a href="${escapeHtml(links.unsubscribe)}" style="color:#66728a">${escapeHtml(update.unsubscribeLink)}</a>`,
    }),
  };
}

export type LinkOutcome =
  'confirmed' | 'alreadyConfirmed' | 'unsubscribed' | 'alreadyUnsubscribed' | 'expired' | 'invalid';

/** The plain page a confirm or unsubscribe link answers. */
export function linkPage(
  language: NotificationLanguage,
  outcome: LinkOutcome,
  code: string | null,
  trackingLink: string | null,
): string {
  const texts = emailTexts(language);
  const page = texts.pages[outcome];
  return renderLayout({
    language,
    brand: texts.brand,
    tagline: texts.tagline,
    title: page.title,
    body: `<p style="margin:0">${escapeHtml(fill(page.body, { code: code ?? '' }))}</p>`,
    ...(trackingLink ? { action: { label: texts.pages.toTracking, href: trackingLink } } : {}),
  });
}

/** The page of a client's account-wide unsubscribe link, with the way back to its account. */
export function accountUnsubscribedPage(
  language: NotificationLanguage,
  accountLink: string,
): string {
  const texts = emailTexts(language);
  const page = texts.pages.accountUnsubscribed;
  return renderLayout({
    language,
    brand: texts.brand,
    tagline: texts.tagline,
    title: page.title,
    body: `<p style="margin:0">${escapeHtml(page.body)}</p>`,
    action: { label: texts.account.toAccount, href: accountLink },
  });
}
