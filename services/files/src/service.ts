import type { ServiceDefinition } from '@silkway/service-kit';
import { AppModule } from './app.module.js';
import { filesConfig, type FilesConfig } from './config.js';

export const filesService: ServiceDefinition<FilesConfig> = {
  name: 'files',
  configSchema: filesConfig,
  module: (config) => AppModule.forRoot(config),
  port: (config) => config.FILES_PORT,
  // Files arrive as base64 data URLs: 4/3 of the file plus the JSON around it.
  bodyLimit: (config) => Math.ceil((config.FILE_MAX_BYTES * 4) / 3) + 64 * 1024,
};
