import type { ServiceDefinition } from '@silkway/service-kit';
import { AppModule } from './app.module.js';
import { ordersConfig, type OrdersConfig } from './config.js';

export const ordersService: ServiceDefinition<OrdersConfig> = {
  name: 'orders',
  configSchema: ordersConfig,
  module: (config) => AppModule.forRoot(config),
  port: (config) => config.ORDERS_PORT,
};
