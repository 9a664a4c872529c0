import type { DomainEvent } from '@silkway/contracts';
import backOffice from '@silkway/i18n/locales/ru/admin-requests.json' with { type: 'json' };
import type { RenderedMessage } from '../messages/client-messages.js';
import { emailTexts, fill } from '../messages/email-texts.js';
import { escapeHtml, renderLayout } from '../messages/message-layout.js';

/** Service types as the back office names them (its requests page's own texts, never a copy). */
const serviceLabels: Record<string, string> = backOffice.serviceTypes;

/** Where the request opens in the back office. */
export const backOfficeLink = (base: string, kind: 'quote' | 'contact', id: number) =>
  `${base}/admin/requests?open=${kind}-${id}`;

/** Staff read the alert in Russian, the back office's language. */
const STAFF_LANGUAGE = 'ru';

/** The staff alert: the request's essentials and its link. */
export function staffAlert(
  event: DomainEvent<'quote-request.received'> | DomainEvent<'contact-message.received'>,
  base: string,
): RenderedMessage {
  const { brand, staffAlert: texts } = emailTexts(STAFF_LANGUAGE);
  const { fields: names } = texts;
  const isQuote = event.type === 'quote-request.received';
  const { payload } = event;
  const title = fill(isQuote ? texts.quoteTitle : texts.contactTitle, { id: payload.id });
  const fields: Array<[string, string | null]> =
    event.type === 'quote-request.received'
      ? [
          [names.contact, event.payload.name],
          [names.company, event.payload.company],
          [names.phone, event.payload.phone],
          [names.email, event.payload.email],
          [names.service, serviceLabels[event.payload.serviceType] ?? event.payload.serviceType],
          [
            names.route,
            [event.payload.sourceCountry, event.payload.destinationCountry].some(Boolean)
              ? `${event.payload.sourceCountry ?? '—'} → ${event.payload.destinationCountry ?? '—'}`
              : null,
          ],
          [names.description, event.payload.description],
        ]
      : [
          [names.name, event.payload.name],
          [names.email, event.payload.email],
          [names.phone, event.payload.phone],
          [names.subject, event.payload.subject],
          [names.message, event.payload.message],
        ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const link = backOfficeLink(base, isQuote ? 'quote' : 'contact', payload.id);
  return {
    subject: fill(texts.subject, { title, name: payload.name }),
    text: [
      title,
      '',
      ...present.map(([label, value]) => `${label}: ${value}`),
      '',
      fill(texts.openLine, { link }),
    ].join('\n'),
    html: renderLayout({
      language: STAFF_LANGUAGE,
      brand,
      tagline: texts.tagline,
      title,
      body: `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${present
        .map(
          ([label, value]) =>
            `<tr><td style="padding:3px 12px 3px 0;color:#66728a;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:3px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      action: { label: texts.openButton, href: link },
    }),
  };
}
