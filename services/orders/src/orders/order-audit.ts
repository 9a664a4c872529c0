import type { Order } from '../entities/order.entity.js';

/** How the audit log names an order: its tracking code and name. */
export const orderAuditSummary = (order: Pick<Order, 'code' | 'name'>): string =>
  `${order.code} · ${order.name}`;
