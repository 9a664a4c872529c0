import type { ServiceDefinition } from '@silkway/service-kit';
import { AppModule } from './app.module.js';
import { identityConfig, type IdentityConfig } from './config.js';

export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  configSchema: identityConfig,
  module: (config) => AppModule.forRoot(config),
  port: (config) => config.IDENTITY_PORT,
};
