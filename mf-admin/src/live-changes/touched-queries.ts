import type { AuditEntity } from '@silkway/contracts';

/**
 * The back office's queries (by the second part of their key, after ADMIN_QUERY_ROOT) that show
 * each kind of record, itself or figures drawn from it: an item changes its order's totals, the
 * summary's counts and what its client owes, the truck it is on and the search.
 */
export const TOUCHED_QUERIES: Record<AuditEntity, readonly string[]> = {
  order: ['orders', 'payments', 'counterparties', 'record-names', 'search', 'scan', 'trucks'],
  item: ['orders', 'payments', 'counterparties', 'search', 'scan', 'trucks', 'warehouses'],
  payment: ['payments', 'orders', 'counterparties'],
  'exchange-rate': ['payments'],
  counterparty: ['counterparties', 'orders', 'payments', 'record-names', 'search'],
  warehouse: ['warehouses', 'stock', 'orders'],
  stock: ['stock', 'warehouses', 'search', 'scan'],
  truck: ['trucks', 'orders', 'scan'],
  material: ['trucks'],
  folder: ['archive', 'owner-documents'],
  document: ['archive', 'owner-documents', 'orders'],
  'quote-request': ['requests'],
  'contact-message': ['requests'],
  user: ['staff'],
  'api-token': ['api-tokens'],
  webhook: ['webhooks'],
};
