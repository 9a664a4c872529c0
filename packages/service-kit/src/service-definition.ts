import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import { type BaseServiceConfig, ConfigurationError, loadConfig } from './config/load-config.js';
import { bootstrapService, createServiceApp } from './http/bootstrap-service.js';

/** Everything needed to start a service, shared by its main.ts and its integration tests. */
export interface ServiceDefinition<C extends BaseServiceConfig> {
  name: string;
  configSchema: z.ZodType<C>;
  module(config: C): DynamicModule;
  port(config: C): number;
}

/**
 * main.ts: validate the environment, start, and exit with a readable message if the configuration is
 * wrong. With `--migrate-only` (the migration Job of deploy/kubernetes): apply the pending migrations,
 * as every start does, and stop without listening.
 */
export async function runService<C extends BaseServiceConfig>(
  definition: ServiceDefinition<C>,
): Promise<NestFastifyApplication> {
  try {
    const config = loadConfig(definition.configSchema);
    if (process.argv.includes('--migrate-only')) {
      const app = await createServiceApp(definition.module(config), {
        name: definition.name,
        config,
      });
      await app.close();
      return app;
    }
    return await bootstrapService(definition.module(config), {
      name: definition.name,
      config,
      port: definition.port(config),
    });
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(`${definition.name}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
