import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import type { z } from 'zod';

export const inventoryConfig = baseServiceConfig.extend({ INVENTORY_PORT: portSetting(3002) });
export type InventoryConfig = z.infer<typeof inventoryConfig>;
