import { z } from 'zod';
import { ORDER_STATUS_FILTERS, optionalSearchText, orderMessages } from './orders.js';
import { fileTooLargeMessage } from './common.js';

/** Spreadsheet export and import (issue 13): formats, limits, the import answer, the texts. */

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** Largest import file, and most data rows in it; beyond either the import answers 413. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

export const spreadsheetMessages = {
  format: 'Выберите формат: csv или xlsx',
  dryRun: 'dryRun: ожидается true или false',
  tooLarge: fileTooLargeMessage(MAX_IMPORT_BYTES),
  tooManyRows: `В файле слишком много строк: не более ${MAX_IMPORT_ROWS.toLocaleString('ru-RU')}`,
  notASpreadsheet: 'Загрузите файл CSV или XLSX',
  empty: 'В файле нет строки заголовков',
  headings: (problems: string[], expected: readonly string[]) =>
    `${problems.join('. ')}. Ожидаемые столбцы: ${expected.join(', ')}`,
  unknownHeadings: (headings: string[]) => `Неизвестные столбцы: ${headings.join(', ')}`,
  missingHeadings: (headings: string[]) => `Нет обязательных столбцов: ${headings.join(', ')}`,
  duplicateCode: (row: number) => `Код уже встречается в строке ${row}`,
} as const;

const formatField = z.enum(SHEET_FORMATS, { error: spreadsheetMessages.format }).default('csv');

/** ?format= of every export and template. */
export const sheetFormatQuery = z.object({ format: formatField });
export type SheetFormatQuery = z.output<typeof sheetFormatQuery>;

/** GET /api/admin/orders/export and /api/admin/order-items/export: the list's filters and a format. */
export const orderExportQuery = z.object({
  format: formatField,
  status: z.enum(ORDER_STATUS_FILTERS, { error: orderMessages.statusFilter }).default('all'),
  q: optionalSearchText,
});
export type OrderExportQuery = z.output<typeof orderExportQuery>;

/** ?dryRun= of the imports: true checks and answers without writing. */
export const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: spreadsheetMessages.dryRun })
    .default('false')
    .transform((flag) => flag === 'true'),
});
export type ImportQuery = z.output<typeof importQuery>;

/** One refused cell: `row` is the sheet's row number (the headings are row 1), `column` its heading. */
export const importError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

/** Rows shown in a dry run's preview: the first ones, and every row with an error. */
export const IMPORT_PREVIEW_ROWS = 100;

/** The file as read, for the preview table of a dry run: its headings and rows (cells as text). */
export const importPreview = z.object({
  headings: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** What an import answers; with errors, nothing was written (created and updated say what would be). */
export const importAnswer = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importError),
  /** Dry runs only. */
  preview: importPreview.optional(),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

/** Content types an import body may travel as (the file itself is sniffed, not trusted by its type). */
export const SPREADSHEET_CONTENT_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
] as const;

/** Printed documents (issue 13): the languages they are written in, and what can be filed. */
export const DOCUMENT_LANGUAGES = ['ru', 'tj', 'en', 'zh'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
export const PRINTED_DOCUMENTS = ['invoice', 'packing-list', 'labels'] as const;
export type PrintedDocument = (typeof PRINTED_DOCUMENTS)[number];

export const documentMessages = {
  language: 'Язык документа: ru, tj, en или zh',
  kind: 'Документ: invoice, packing-list или labels',
  noItems: 'В заказе нет товаров',
  filesUnavailable: 'Хранилище документов недоступно',
} as const;

const languageField = z
  .enum(DOCUMENT_LANGUAGES, { error: documentMessages.language })
  .default('ru');

/** ?lang= of GET /api/admin/orders/{id}/invoice.pdf, packing-list.pdf, labels.pdf, order-items/{id}/label.pdf. */
export const documentQuery = z.object({ lang: languageField });
export type DocumentQuery = z.output<typeof documentQuery>;

/** POST /api/admin/orders/{id}/documents/generated: renders a document and files it into the order's documents. */
export const generatedDocumentBody = z.object({
  kind: z.enum(PRINTED_DOCUMENTS, { error: documentMessages.kind }),
  lang: languageField,
});
export type GeneratedDocumentBody = z.output<typeof generatedDocumentBody>;
