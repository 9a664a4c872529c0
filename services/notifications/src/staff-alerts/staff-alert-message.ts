import type { DomainEvent } from '@silkway/contracts';
import backOffice from '@silkway/i18n/locales/ru/admin-requests.json' with { type: 'json' };
import { escapeHtml, renderLayout } from '../messages/message-layout.js';
import type { RenderedMessage } from '../messages/client-messages.js';

/** Service types as the back office names them (its requests page's own texts, never a copy). */
const serviceLabels: Record<string, string> = backOffice.serviceTypes;

/** Where the request opens in the back office. */
export const backOfficeLink = (base: string, kind: 'quote' | 'contact', id: number) =>
  `${base}/admin/requests?open=${kind}-${id}`;

/** The staff alert, in Russian like the back office: the request's essentials and its link. */
export function staffAlert(
  event: DomainEvent<'quote-request.received'> | DomainEvent<'contact-message.received'>,
  base: string,
): RenderedMessage {
  const isQuote = event.type === 'quote-request.received';
  const { payload } = event;
  const title = isQuote ? `Новый запрос расчёта №${payload.id}` : `Новое сообщение №${payload.id}`;
  const fields: Array<[string, string | null]> =
    event.type === 'quote-request.received'
      ? [
          ['Контакт', event.payload.name],
          ['Компания', event.payload.company],
          ['Телефон', event.payload.phone],
          ['Email', event.payload.email],
          ['Услуга', serviceLabels[event.payload.serviceType] ?? event.payload.serviceType],
          [
            'Маршрут',
            [event.payload.sourceCountry, event.payload.destinationCountry].some(Boolean)
              ? `${event.payload.sourceCountry ?? '—'} → ${event.payload.destinationCountry ?? '—'}`
              : null,
          ],
          ['Описание', event.payload.description],
        ]
      : [
          ['Имя', event.payload.name],
          ['Email', event.payload.email],
          ['Телефон', event.payload.phone],
          ['Тема', event.payload.subject],
          ['Сообщение', event.payload.message],
        ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const link = backOfficeLink(base, isQuote ? 'quote' : 'contact', payload.id);
  return {
    subject: `${title}: ${payload.name}`,
    text: [
      title,
      '',
      ...present.map(([label, value]) => `${label}: ${value}`),
      '',
      `Открыть: ${link}`,
    ].join('\n'),
    html: renderLayout({
      language: 'ru',
      brand: 'Silk Way',
      tagline: 'Система управления заказами',
      title,
      body: `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${present
        .map(
          ([label, value]) =>
            `<tr><td style="padding:3px 12px 3px 0;color:#66728a;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:3px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      action: { label: 'Открыть в системе', href: link },
    }),
  };
}
