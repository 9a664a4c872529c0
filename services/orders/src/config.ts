import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import type { z } from 'zod';
import { statsFigureSettings } from './stats/stats.config.js';

export const ordersConfig = baseServiceConfig.extend({ ORDERS_PORT: portSetting(3001), ...statsFigureSettings });
export type OrdersConfig = z.infer<typeof ordersConfig>;
