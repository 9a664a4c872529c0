import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import type { z } from 'zod';

export const ordersConfig = baseServiceConfig.extend({ ORDERS_PORT: portSetting(3001) });
export type OrdersConfig = z.infer<typeof ordersConfig>;
