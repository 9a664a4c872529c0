import type { OrderCreateBody } from '@silkway/contracts';
import backOffice from '@silkway/i18n/locales/ru/admin-requests.json' with { type: 'json' };
import type { QuoteRequest } from '../../quote-requests/quote-request.entity.js';

/** Service types as the back office reads them (its requests page's own texts, never a copy). */
const serviceLabels: Record<string, string> = backOffice.serviceTypes;

/** The order a converted quote request opens: its service, route and description in the comments. */
export function orderFromQuoteRequest(
  request: QuoteRequest,
  counterpartyId: number,
): OrderCreateBody {
  const route = [request.sourceCountry, request.destinationCountry].some(Boolean)
    ? `${request.sourceCountry ?? '—'} → ${request.destinationCountry ?? '—'}`
    : null;
  const lines = [
    `Заявка №${request.id} с сайта`,
    `Услуга: ${serviceLabels[request.serviceType] ?? request.serviceType}`,
    route && `Маршрут: ${route}`,
    request.estimatedBudget && `Бюджет: ${request.estimatedBudget}`,
    request.timeline && `Сроки: ${request.timeline}`,
    '',
    request.description,
  ];
  return {
    name: `Заявка №${request.id} — ${request.company ?? request.name}`,
    code: null,
    comments: lines.filter((line) => line !== null && line !== undefined).join('\n'),
    counterpartyId,
    status: 'active',
    destination: request.destinationCountry,
    expectedDelivery: null,
  };
}
