import type { NotificationLanguage } from '@silkway/contracts';
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
): RenderedMessage {
  const texts = messageTexts[language];
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
      `${texts.trackButton}: ${links.tracking}`,
      '',
      `${texts.unsubscribeLine} ${texts.unsubscribeLink}: ${links.unsubscribe}`,
    ].join('\n'),
    html: renderLayout({
      language,
      brand: texts.brand,
      tagline: texts.tagline,
      title: subject,
      body: `<p style="margin:0 0 8px">${escapeHtml(texts.updateIntro(code))}</p><ul style="margin:0;padding-left:20px">${lines.map((line) => `<li style="margin:4px 0">${escapeHtml(line)}</li>`).join('')}</ul>`,
      action: { label: texts.trackButton, href: links.tracking },
      footer: `${escapeHtml(texts.unsubscribeLine)} <a href="${escapeHtml(links.unsubscribe)}" style="color:#66728a">${escapeHtml(texts.unsubscribeLink)}</a>`,
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
