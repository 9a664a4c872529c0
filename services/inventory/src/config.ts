import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { SERVICE_PORTS } from '@silkway/service-kit/internal-calls';
import type { z } from 'zod';

export const inventoryConfig = baseServiceConfig.extend({
  INVENTORY_PORT: portSetting(SERVICE_PORTS.inventory),
});
export type InventoryConfig = z.infer<typeof inventoryConfig>;
