import type { ApiCall } from './define-call.js';
import { apiTokenCalls } from './api-tokens.js';
import { auditCalls } from './audit.js';
import { counterpartyCalls } from './counterparties.js';
import { printedDocumentCalls, spreadsheetCalls } from './documents.js';
import { archiveCalls, downloadCalls, orderFileCalls, truckFileCalls } from './files.js';
import { authCalls, healthCalls, referenceCalls, searchCalls } from './gateway.js';
import { accountCalls, staffCalls } from './identity.js';
import { internalCalls } from './internal.js';
import { stockCalls, truckCalls, warehouseCalls } from './inventory.js';
import { liveCalls, notificationCalls } from './notifications.js';
import { itemCalls, orderCalls } from './orders.js';
import { exchangeRateCalls, paymentCalls } from './payments.js';
import { portalAccessCalls, portalCalls } from './portal.js';
import { publicCalls, trackingCalls } from './public.js';
import { requestCalls } from './requests.js';
import { scanCalls } from './scan.js';
import { webhookCalls } from './webhooks.js';

export * from './define-call.js';
export type { OwnerFileCalls } from './files.js';

/**
 * Every call of the product, written once: the gateway routes by it, the services' controllers
 * name their entry (`@Endpoint(api.orders.update)`), the API reference is generated from it.
 * Areas are the tags of the reference, in this order.
 */
export const api = {
  public: publicCalls,
  tracking: trackingCalls,
  auth: authCalls,
  account: accountCalls,
  staff: staffCalls,
  apiTokens: apiTokenCalls,
  webhooks: webhookCalls,
  search: searchCalls,
  live: liveCalls,
  health: healthCalls,
  reference: referenceCalls,
  orders: orderCalls,
  items: itemCalls,
  scan: scanCalls,
  spreadsheets: spreadsheetCalls,
  printedDocuments: printedDocumentCalls,
  counterparties: counterpartyCalls,
  payments: paymentCalls,
  exchangeRates: exchangeRateCalls,
  warehouses: warehouseCalls,
  stock: stockCalls,
  trucks: truckCalls,
  orderFiles: orderFileCalls,
  truckFiles: truckFileCalls,
  archive: archiveCalls,
  downloads: downloadCalls,
  requests: requestCalls,
  notifications: notificationCalls,
  portal: portalCalls,
  portalAccess: portalAccessCalls,
  audit: auditCalls,
  internal: internalCalls,
};

export type ApiArea = keyof typeof api;

/** One catalogue entry with where it sits: `api[area][name]`. */
export interface CatalogueEntry {
  area: ApiArea;
  name: string;
  call: ApiCall;
}

/** Every entry, area by area in catalogue order (the internal ones too). */
export const apiCatalogue: readonly CatalogueEntry[] = Object.entries(api).flatMap(
  ([area, calls]) =>
    Object.entries(calls as Record<string, ApiCall>).map(([name, call]) => ({
      area: area as ApiArea,
      name,
      call,
    })),
);
