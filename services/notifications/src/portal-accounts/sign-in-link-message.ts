import type { NotificationLanguage } from '@silkway/contracts';
import type { RenderedMessage } from '../messages/client-messages.js';
import { emailTexts, fill } from '../messages/email-texts.js';
import { escapeHtml, renderLayout } from '../messages/message-layout.js';

/** The sign-in e-mail of a client account, in the client's language. */
export function signInLinkMessage(
  language: NotificationLanguage,
  reason: 'invite' | 'sign-in',
  name: string,
  link: string,
): RenderedMessage {
  const { brand, tagline, signIn } = emailTexts(language);
  const intro = fill(reason === 'invite' ? signIn.invited : signIn.requested, { name });
  return {
    subject: signIn.subject,
    text: [intro, '', `${signIn.button}: ${link}`, '', signIn.expiry, signIn.ignore].join('\n'),
    html: renderLayout({
      language,
      brand,
      tagline,
      title: signIn.subject,
      body: `<p style="margin:0 0 8px">${escapeHtml(intro)}</p><p style="margin:0">${escapeHtml(signIn.expiry)}</p>`,
      action: { label: signIn.button, href: link },
      footer: escapeHtml(signIn.ignore),
    }),
  };
}
