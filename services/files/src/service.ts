import type { ServiceDefinition } from '@silkway/service-kit';
import { AppModule } from './app.module.js';
import { filesConfig, type FilesConfig } from './config.js';

export const filesService: ServiceDefinition<FilesConfig> = {
  name: 'files',
  configSchema: filesConfig,
  module: (config) => AppModule.forRoot(config),
  port: (config) => config.FILES_PORT,
};
