import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { SERVICE_PORTS, serviceUrlSettings } from '@silkway/service-kit/internal-calls';
import { z } from 'zod';
import { documentSettings } from './documents/documents.config.js';
import { portalSettings } from './portal/portal.config.js';
import { statsFigureSettings } from './stats/stats.config.js';

/** The services the orders service calls (internal-calls.ts). */
export const ORDERS_ASKS = ['files', 'inventory', 'identity'] as const;

export const ordersConfig = baseServiceConfig.extend({
  ORDERS_PORT: portSetting(SERVICE_PORTS.orders),
  /**
   * The files service (item photos, generated documents), the inventory (holds a truck for each item
   * put into it) and identity (the clients' sign-in links and sessions, docs/portal-accounts.md).
   */
  ...serviceUrlSettings(...ORDERS_ASKS),
  ...statsFigureSettings,
  ...documentSettings,
  ...portalSettings,
});
export type OrdersConfig = z.infer<typeof ordersConfig>;
