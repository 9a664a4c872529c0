import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { z } from 'zod';
import { documentSettings } from './documents/documents.config.js';
import { portalSettings } from './portal/portal.config.js';
import { statsFigureSettings } from './stats/stats.config.js';

export const ordersConfig = baseServiceConfig.extend({
  ORDERS_PORT: portSetting(3001),
  FILES_URL: z.url().default('http://127.0.0.1:3003'),
  /** The inventory, which holds a truck for each item put into it; several replicas comma separated. */
  INVENTORY_URL: z
    .string()
    .default('http://127.0.0.1:3002')
    .transform((value) => value.split(',').map((origin) => origin.trim()))
    .pipe(z.array(z.url()).min(1)),
  ...statsFigureSettings,
  ...documentSettings,
  ...portalSettings,
});
export type OrdersConfig = z.infer<typeof ordersConfig>;
