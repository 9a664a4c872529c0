import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { serviceOriginsSetting } from '@silkway/service-kit/internal-calls';
import { z } from 'zod';
import { documentSettings } from './documents/documents.config.js';
import { portalSettings } from './portal/portal.config.js';
import { statsFigureSettings } from './stats/stats.config.js';

export const ordersConfig = baseServiceConfig.extend({
  ORDERS_PORT: portSetting(3001),
  /** The files service, which stores item photos and generated documents. */
  FILES_URL: serviceOriginsSetting('http://127.0.0.1:3003'),
  /** The inventory, which holds a truck for each item put into it. */
  INVENTORY_URL: serviceOriginsSetting('http://127.0.0.1:3002'),
  /** Identity, which keeps the clients' sign-in links and sessions (docs/portal-accounts.md). */
  IDENTITY_URL: serviceOriginsSetting('http://127.0.0.1:3005'),
  ...statsFigureSettings,
  ...documentSettings,
  ...portalSettings,
});
export type OrdersConfig = z.infer<typeof ordersConfig>;
