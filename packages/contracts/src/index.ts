export * from './common.js';
export * from './public.js';
export * from './blog.js';
export * from './public-stats.js';
export * from './auth.js';
export * from './roles.js';
export * from './staff.js';
export * from './api-tokens.js';
export * from './webhooks.js';
export * from './events.js';
export * from './exact-decimal.js';
export * from './form-fields.js';
export * from './phone-number.js';
export * from './calculations.js';
export * from './formats.js';
export * from './items.js';
export * from './item-destination.js';
export * from './orders.js';
export * from './counterparties.js';
export * from './warehouses.js';
export * from './trucks.js';
export * from './files.js';
export * from './backoff.js';
export * from './bad-inputs.js';
export * from './spreadsheets.js';
export * from './payments.js';
export * from './requests.js';
export * from './notifications.js';
export * from './health.js';
export * from './portal.js';
export * from './audit.js';
export * from './live-changes.js';
export * from './versions.js';
export * from './scan.js';
export * from './api-catalogue/index.js';
export {
  internalOpenApiDocument,
  openApiDocument,
  type OpenApiOptions,
} from './api-catalogue/openapi.js';
export { renderReferencePage, type ReferenceDocument } from './api-catalogue/reference-page.js';
