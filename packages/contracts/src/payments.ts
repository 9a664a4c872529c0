import { z } from 'zod';
import { decimalPlaces, parseDecimal, RATE_SCALE, scaledToText } from './exact-decimal.js';
import {
  blankAsNull,
  optionalDateField,
  optionalIdField,
  optionalText,
  optionalTextField,
  pagingFields,
  requiredIdField,
  requiredTextField,
} from './form-fields.js';
import { documentQuery } from './spreadsheets.js';
import { recordVersion } from './versions.js';

/**
 * Payments received, what each client owes and the rates of its currency (issue 23, docs/payments.md).
 * Money in the ledger is stored as entered with the rate used; dollars are cents converted once
 * (toUsdCents in exact-decimal.ts).
 */

export const CURRENCIES = ['USD', 'TJS', 'CNY', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The currencies that need a rate: everything but the dollar. */
export const RATED_CURRENCIES = ['TJS', 'CNY', 'RUB'] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];
export const PAYMENT_METHODS = ['cash', 'bank', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_LIST_DEFAULT_LIMIT = 50;
export const PAYMENT_LIST_MAX_LIMIT = 200;
/** How many debtors the summary lists. */
export const DASHBOARD_TOP_DEBTORS = 10;

export const paymentMessages = {
  amount: 'Введите сумму больше нуля',
  amountDecimals: 'Не более 2 знаков после запятой',
  amountTooLarge: 'Слишком большая сумма',
  currency: 'Выберите валюту: USD, TJS, CNY или RUB',
  method: 'Выберите способ оплаты: cash, bank, card или other',
  rate: 'Введите курс больше нуля (не более 6 знаков после запятой)',
  paidAt: 'Введите дату платежа в формате ГГГГ-ММ-ДД',
  paidAtInFuture: 'Дата платежа не может быть в будущем',
  counterpartyRequired: 'Выберите контрагента',
  reason: 'Укажите причину отмены',
  noRate: (currency: string, date: string) =>
    `Нет курса ${currency} на ${date} и ранее: укажите курс`,
  orderOfAnotherCounterparty: 'Заказ принадлежит другому контрагенту',
  orderNotFound: 'Заказ не найден',
  notFound: 'Платёж не найден',
  alreadyVoided: 'Платёж уже отменён',
  date: 'Введите дату в формате ГГГГ-ММ-ДД',
  limit: `Введите число от 1 до ${PAYMENT_LIST_MAX_LIMIT}`,
  offset: 'Введите неотрицательное целое число',
} as const;

/** Today's date (UTC) as 'YYYY-MM-DD': the latest day a payment or a rate may carry. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** A positive decimal of at most `scale` places below `limit`, typed or as text; kept as its text. */
function positiveDecimalText(scale: number, limit: number, message: string, decimals: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((raw, ctx) => {
    const parts = parseDecimal(raw);
    const fail = (text: string) => {
      ctx.issues.push({ code: 'custom', message: text, input: raw });
      return z.NEVER;
    };
    if (!parts || parts.coefficient <= 0n) return fail(message);
    if (decimalPlaces(parts) > scale) return fail(decimals);
    // In bigint until the limit is checked: a hostile "1e300" must not reach a number.
    const scaled = parts.coefficient * 10n ** BigInt(parts.exponent + scale);
    if (scaled >= BigInt(limit) * 10n ** BigInt(scale)) return fail(paymentMessages.amountTooLarge);
    return Number(scaledToText(Number(scaled), scale));
  });
}

/** Amount as entered, in its currency: numeric(14,2), above zero. */
const amountField = positiveDecimalText(
  2,
  1e12,
  paymentMessages.amount,
  paymentMessages.amountDecimals,
);
/** Units of a currency per dollar: numeric(14,6), above zero. */
export const rateField = positiveDecimalText(
  RATE_SCALE,
  1e8,
  paymentMessages.rate,
  paymentMessages.rate,
);

/** A day that has come: not after today (UTC). */
const pastDateField = (message: string, futureMessage: string) =>
  optionalDateField.pipe(
    z.string({ error: message }).refine((date) => date <= todayIso(), { error: futureMessage }),
  );

/** POST /api/admin/payments. */
export const paymentCreateBody = z.object({
  counterpartyId: requiredIdField,
  orderId: optionalIdField.default(null),
  amount: amountField,
  currency: z.enum(CURRENCIES, { error: paymentMessages.currency }),
  /** Units per dollar; absent: the rate of paidAt's day (or the latest before it). */
  rate: blankAsNull(rateField)
    .optional()
    .transform((rate) => rate ?? null),
  paidAt: pastDateField(paymentMessages.paidAt, paymentMessages.paidAtInFuture),
  method: z.enum(PAYMENT_METHODS, { error: paymentMessages.method }),
  reference: optionalTextField.default(null),
  note: optionalText(2000).default(null),
});
export type PaymentCreateBody = z.output<typeof paymentCreateBody>;
export type PaymentCreateInput = z.input<typeof paymentCreateBody>;

/** POST /api/admin/payments/{id}/void. */
export const paymentVoidBody = z.object({
  reason: requiredTextField(paymentMessages.reason),
});
export type PaymentVoidBody = z.output<typeof paymentVoidBody>;

const optionalDayQuery = optionalDateField.optional().transform((date) => date ?? undefined);

/** GET /api/admin/payments: newest first; the total count travels in X-Total-Count. */
export const paymentListQuery = z.object({
  counterpartyId: optionalIdField.optional().transform((id) => id ?? undefined),
  orderId: optionalIdField.optional().transform((id) => id ?? undefined),
  from: optionalDayQuery,
  to: optionalDayQuery,
  ...pagingFields(paymentMessages, PAYMENT_LIST_DEFAULT_LIMIT, PAYMENT_LIST_MAX_LIMIT),
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;
export type PaymentListQueryInput = z.input<typeof paymentListQuery>;

/** One part of a payment: an item it paid, or (itemId and orderId null) the client's advance. */
export const paymentAllocation = z.object({
  orderId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  /** How people name what was paid: the order's and the item's codes and the item's name (null for the advance). */
  orderCode: z.string().nullable(),
  itemCode: z.string().nullable(),
  itemName: z.string().nullable(),
  amountUsd: z.number(),
});
export type PaymentAllocation = z.infer<typeof paymentAllocation>;

export const paymentAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  counterpartyId: z.number().int(),
  orderId: z.number().int().nullable(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  rate: z.number(),
  /** The day whose rate was used (paidAt's or the latest before it); null for dollars or a typed rate. */
  rateDate: z.string().nullable(),
  amountUsd: z.number(),
  paidAt: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedBy: z.string().nullable(),
  /** Live allocations; a voided payment has none. */
  allocations: z.array(paymentAllocation),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/** GET /api/admin/counterparties/{id}/statement: a period, both ends optional and included. */
export const statementQuery = z.object({ from: optionalDayQuery, to: optionalDayQuery });
export type StatementQuery = z.output<typeof statementQuery>;

export const STATEMENT_LINE_KINDS = ['item', 'payment', 'void'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** Dollars; a balance above zero is owed by the client, below zero is its advance. */
export const statementAnswer = z.object({
  counterpartyId: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  opening: z.number(),
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_LINE_KINDS),
      reference: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  closing: z.number(),
});
export type StatementAnswer = z.infer<typeof statementAnswer>;
export type StatementLine = StatementAnswer['lines'][number];

/** GET …/statement.pdf?lang=, and the period. */
export const statementDocumentQuery = statementQuery.extend(documentQuery.shape);
export type StatementDocumentQuery = z.output<typeof statementDocumentQuery>;

/** What a counterparty owes now (docs/payments.md "Balance"): the one figure the back office and the portal show. */
export const counterpartyBalanceAnswer = z.object({
  counterpartyId: z.number().int(),
  /** Above zero: owed by the client; below zero: its advance. */
  balance: z.number(),
  /** Money received and not yet used by an item. */
  advance: z.number(),
  creditLimit: z.number(),
  overCreditLimit: z.boolean(),
});
export type CounterpartyBalanceAnswer = z.infer<typeof counterpartyBalanceAnswer>;

/** GET /api/admin/exchange-rates?date=: today when absent. */
export const exchangeRatesQuery = z.object({ date: optionalDayQuery });
export const exchangeRateDateParams = z.object({
  date: optionalDateField.pipe(z.string({ error: paymentMessages.date })),
});
/** PUT /api/admin/exchange-rates/{date}: units per dollar; a currency left out or blank keeps its rate. */
const optionalRate = blankAsNull(rateField).optional();
export const exchangeRatesBody = z
  .object({ TJS: optionalRate, CNY: optionalRate, RUB: optionalRate })
  .transform(
    (rates) =>
      Object.fromEntries(
        Object.entries(rates).filter(([, rate]) => rate !== null && rate !== undefined),
      ) as Partial<Record<RatedCurrency, number>>,
  )
  .refine((rates) => Object.keys(rates).length > 0, {
    error: paymentMessages.rate,
    path: ['TJS'],
  });
export type ExchangeRatesBody = z.output<typeof exchangeRatesBody>;

/** Each currency's rate for the day asked, and the day it was set (the latest on or before it); null where none is. */
export const exchangeRatesAnswer = z.object({
  date: z.string(),
  rates: z.record(
    z.enum(RATED_CURRENCIES),
    z.object({ rate: z.number(), date: z.string() }).nullable(),
  ),
});
export type ExchangeRatesAnswer = z.infer<typeof exchangeRatesAnswer>;

/** GET /api/admin/dashboard: the back office's start page. */
const debtor = z.object({
  counterpartyId: z.number().int(),
  name: z.string(),
  balance: z.number(),
  creditLimit: z.number(),
});
export const dashboardAnswer = z.object({
  activeOrders: z.number().int(),
  /** Items sent and not yet delivered. */
  itemsInTransit: z.number().int(),
  /** What clients owe in all (positive balances only). The three debt figures are absent for a role
   * that may not read clients (counterparties.read): the warehouse sees no one's debts. */
  owedTotal: z.number().optional(),
  topDebtors: z.array(debtor).optional(),
  /** The DASHBOARD_TOP_DEBTORS largest debts over their limit (at 2,000 clients, a list of thousands
   * took the summary's first render half a second), and how many clients are over it in all. */
  overCreditLimit: z.array(debtor).optional(),
  overCreditLimitCount: z.number().int().optional(),
  /** Quote requests and contact messages still new. */
  newRequests: z.number().int(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
