import type { ServiceDefinition } from '@silkway/service-kit';
import { AppModule } from './app.module.js';
import { inventoryConfig, type InventoryConfig } from './config.js';

export const inventoryService: ServiceDefinition<InventoryConfig> = {
  name: 'inventory',
  configSchema: inventoryConfig,
  module: (config) => AppModule.forRoot(config),
  port: (config) => config.INVENTORY_PORT,
};
