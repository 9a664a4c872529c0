import { documentAnswer } from '../files.js';
import {
  documentQuery,
  generatedDocumentBody,
  importAnswer,
  importQuery,
  orderExportQuery,
  sheetFormatQuery,
  SPREADSHEET_CONTENT_TYPES,
} from '../spreadsheets.js';
import { defineCall, file, fileBody, json, jsonBody } from './define-call.js';
import { idParams } from './params.js';

const SHEET_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Spreadsheets out and in (docs/spreadsheets-and-documents.md). */
export const spreadsheetCalls = {
  exportOrders: defineCall({
    method: 'GET',
    path: '/api/admin/orders/export',
    owner: 'orders',
    summary: "The Orders tab's list as CSV or XLSX, with its filters",
    query: orderExportQuery,
    answer: file(...SHEET_TYPES),
  }),
  exportItems: defineCall({
    method: 'GET',
    path: '/api/admin/order-items/export',
    owner: 'orders',
    summary: 'Items of the matching orders as CSV or XLSX',
    query: orderExportQuery,
    answer: file(...SHEET_TYPES),
  }),
  itemsTemplate: defineCall({
    method: 'GET',
    path: '/api/admin/orders/{id}/items/import/template',
    owner: 'orders',
    summary: 'An empty sheet with the headings an items import expects',
    params: idParams,
    query: sheetFormatQuery,
    answer: file(...SHEET_TYPES),
  }),
  importItems: defineCall({
    method: 'POST',
    path: '/api/admin/orders/{id}/items/import',
    owner: 'orders',
    summary: 'Import items from a sheet sent as the body (dryRun=true only checks)',
    params: idParams,
    query: importQuery,
    body: fileBody(...SPREADSHEET_CONTENT_TYPES),
    answer: json(importAnswer),
  }),
  exportStock: defineCall({
    method: 'GET',
    path: '/api/admin/warehouses/{id}/stock/export',
    owner: 'inventory',
    summary: 'Every stock line of a warehouse as CSV or XLSX',
    params: idParams,
    query: sheetFormatQuery,
    answer: file(...SHEET_TYPES),
  }),
  stockTemplate: defineCall({
    method: 'GET',
    path: '/api/admin/warehouses/{id}/stock/import/template',
    owner: 'inventory',
    summary: 'An empty sheet with the headings a stock import expects',
    params: idParams,
    query: sheetFormatQuery,
    answer: file(...SHEET_TYPES),
  }),
  importStock: defineCall({
    method: 'POST',
    path: '/api/admin/warehouses/{id}/stock/import',
    owner: 'inventory',
    summary: 'Import stock lines from a sheet sent as the body (dryRun=true only checks)',
    params: idParams,
    query: importQuery,
    body: fileBody(...SPREADSHEET_CONTENT_TYPES),
    answer: json(importAnswer),
  }),
};

/** Printed documents of an order, made on request in the chosen language. */
export const printedDocumentCalls = {
  invoice: defineCall({
    method: 'GET',
    path: '/api/admin/orders/{id}/invoice.pdf',
    owner: 'orders',
    summary: "The order's invoice",
    params: idParams,
    query: documentQuery,
    answer: file('application/pdf'),
  }),
  packingList: defineCall({
    method: 'GET',
    path: '/api/admin/orders/{id}/packing-list.pdf',
    owner: 'orders',
    summary: "The order's packing list",
    params: idParams,
    query: documentQuery,
    answer: file('application/pdf'),
  }),
  labels: defineCall({
    method: 'GET',
    path: '/api/admin/orders/{id}/labels.pdf',
    owner: 'orders',
    summary: 'A label for every item of the order',
    params: idParams,
    query: documentQuery,
    answer: file('application/pdf'),
  }),
  itemLabel: defineCall({
    method: 'GET',
    path: '/api/admin/order-items/{id}/label.pdf',
    owner: 'orders',
    summary: "One item's label",
    params: idParams,
    query: documentQuery,
    answer: file('application/pdf'),
  }),
  saveGenerated: defineCall({
    method: 'POST',
    path: '/api/admin/orders/{id}/documents/generated',
    owner: 'orders',
    summary: "Render a document and file it into the order's documents",
    params: idParams,
    body: jsonBody(generatedDocumentBody),
    answer: json(documentAnswer, 201),
  }),
};
