import { formatMeasure, type OrderAnswer } from '@silkway/contracts';
import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../formats/index.js';

/** The texts one order shows in the table and in its card, computed once for both. */
export function orderRowTexts(order: OrderAnswer, t: TFunction, language: string) {
  const notSet = t('list.notSet');
  return {
    code: order.code ?? notSet,
    customer: order.counterpartyName ?? t('list.noCustomer'),
    company: order.counterpartyCompany,
    destination: order.destination ?? notSet,
    quantity: String(order.totalQuantity),
    weight: formatMeasure(order.totalWeight),
    volume: formatMeasure(order.totalVolume),
    createdAt: formatDisplayDate(order.createdAt, language) ?? notSet,
    expectedDelivery: formatDisplayDate(order.expectedDelivery, language) ?? notSet,
  };
}
