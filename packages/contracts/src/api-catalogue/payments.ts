import { z } from 'zod';

import {
  counterpartyBalanceAnswer,
  dashboardAnswer,
  exchangeRateDateParams,
  exchangeRatesAnswer,
  exchangeRatesBody,
  exchangeRatesQuery,
  paymentAnswer,
  paymentCreateBody,
  paymentListQuery,
  paymentVoidBody,
  statementAnswer,
  statementDocumentQuery,
  statementQuery,
} from '../payments.js';
import { defineCall, file, json, jsonBody } from './define-call.js';
import { idParams } from './params.js';

/** Payments received, balances, statements and exchange rates (docs/payments.md). */
export const paymentCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/payments',
    owner: 'orders',
    permission: 'payments.read',
    summary: 'Payments received, newest first, with their allocations',
    query: paymentListQuery,
    answer: json(z.array(paymentAnswer)),
    paged: true,
  }),
  record: defineCall({
    method: 'POST',
    path: '/api/admin/payments',
    owner: 'orders',
    permission: 'payments.write',
    summary:
      "Record a payment and allocate it to the order's (or the client's oldest) unpaid items",
    body: jsonBody(paymentCreateBody),
    answer: json(paymentAnswer, 201),
  }),
  void: defineCall({
    method: 'POST',
    path: '/api/admin/payments/{id}/void',
    owner: 'orders',
    permission: 'payments.write',
    summary: 'Void a payment: its allocations are reversed (there is no delete)',
    params: idParams,
    body: jsonBody(paymentVoidBody),
    answer: json(paymentAnswer),
  }),
  balance: defineCall({
    method: 'GET',
    path: '/api/admin/counterparties/{id}/balance',
    owner: 'orders',
    permission: 'payments.read',
    summary: 'What a counterparty owes now, its advance and its credit limit',
    params: idParams,
    answer: json(counterpartyBalanceAnswer),
  }),
  statement: defineCall({
    method: 'GET',
    path: '/api/admin/counterparties/{id}/statement',
    owner: 'orders',
    permission: 'payments.read',
    summary: "A counterparty's statement in dollars: items, payments and voids over a period",
    params: idParams,
    query: statementQuery,
    answer: json(statementAnswer),
  }),
  statementDocument: defineCall({
    method: 'GET',
    path: '/api/admin/counterparties/{id}/statement.pdf',
    owner: 'orders',
    permission: 'payments.read',
    summary: "A counterparty's statement as a PDF in the chosen language",
    params: idParams,
    query: statementDocumentQuery,
    answer: file('application/pdf'),
  }),
  dashboard: defineCall({
    method: 'GET',
    path: '/api/admin/dashboard',
    owner: 'orders',
    permission: 'payments.read',
    summary: "The back office's summary: active orders, goods in transit, debts, new requests",
    answer: json(dashboardAnswer),
  }),
};

/** Units of each currency per dollar, by day. */
export const exchangeRateCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/admin/exchange-rates',
    owner: 'orders',
    permission: 'payments.read',
    summary: 'The rates of a day (the latest set on or before it), today when no date is given',
    query: exchangeRatesQuery,
    answer: json(exchangeRatesAnswer),
  }),
  set: defineCall({
    method: 'PUT',
    path: '/api/admin/exchange-rates/{date}',
    owner: 'orders',
    permission: 'payments.write',
    summary: "Set a day's rates (per dollar); a currency left out keeps its rate",
    params: exchangeRateDateParams,
    body: jsonBody(exchangeRatesBody),
    answer: json(exchangeRatesAnswer),
  }),
};
