import type { DocumentLanguage, StatementLineKind } from '@silkway/contracts';

export interface StatementTexts {
  title: string;
  period: string;
  date: string;
  kind: string;
  reference: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
  owes: string;
  advance: string;
  kinds: Record<StatementLineKind, string>;
}

/** The statement's own words in the product's four languages; references print as recorded. */
export const STATEMENT_TEXTS: Record<DocumentLanguage, StatementTexts> = {
  ru: {
    title: 'Акт сверки',
    period: 'Период',
    date: 'Дата',
    kind: 'Операция',
    reference: 'Основание',
    debit: 'Дебет, USD',
    credit: 'Кредит, USD',
    balance: 'Сальдо, USD',
    opening: 'Сальдо на начало',
    closing: 'Сальдо на конец',
    owes: 'долг клиента',
    advance: 'аванс клиента',
    kinds: { item: 'Товар', payment: 'Платёж', void: 'Отмена платежа' },
  },
  tj: {
    title: 'Санади муқоиса',
    period: 'Давра',
    date: 'Сана',
    kind: 'Амалиёт',
    reference: 'Асос',
    debit: 'Дебет, USD',
    credit: 'Кредит, USD',
    balance: 'Бақия, USD',
    opening: 'Бақия дар ибтидо',
    closing: 'Бақия дар охир',
    owes: 'қарзи мизоҷ',
    advance: 'пешпардохти мизоҷ',
    kinds: { item: 'Мол', payment: 'Пардохт', void: 'Бекор кардани пардохт' },
  },
  en: {
    title: 'Statement of account',
    period: 'Period',
    date: 'Date',
    kind: 'Entry',
    reference: 'Reference',
    debit: 'Debit, USD',
    credit: 'Credit, USD',
    balance: 'Balance, USD',
    opening: 'Opening balance',
    closing: 'Closing balance',
    owes: 'owed by the client',
    advance: "client's advance",
    kinds: { item: 'Goods', payment: 'Payment', void: 'Payment voided' },
  },
  zh: {
    title: '对账单',
    period: '期间',
    date: '日期',
    kind: '项目',
    reference: '依据',
    debit: '借方（美元）',
    credit: '贷方（美元）',
    balance: '余额（美元）',
    opening: '期初余额',
    closing: '期末余额',
    owes: '客户欠款',
    advance: '客户预付款',
    kinds: { item: '货物', payment: '付款', void: '付款作废' },
  },
};
