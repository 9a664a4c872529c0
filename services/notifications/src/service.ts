import type { ServiceDefinition } from '@silkway/service-kit';
import { AppModule } from './app.module.js';
import { notificationsConfig, type NotificationsConfig } from './config.js';

export const notificationsService: ServiceDefinition<NotificationsConfig> = {
  name: 'notifications',
  configSchema: notificationsConfig,
  module: (config) => AppModule.forRoot(config),
  port: (config) => config.NOTIFICATIONS_PORT,
};
