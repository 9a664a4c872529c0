import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@silkway/service-kit';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ordersConfig } from './config.js';
import { seedBlog } from './seed/blog-seed.js';
import { seedOrders } from './seed/orders-seed.js';

/**
 * `node dist/seed.js`: demo content for an empty database. The application context brings the
 * same entities and migrations as the service, so it also works before the service first starts.
 */
const app = await NestFactory.createApplicationContext(
  AppModule.forRoot(loadConfig(ordersConfig)),
  { logger: ['error', 'warn'] },
);
try {
  const dataSource = app.get(DataSource);
  console.log(`orders seed: ${await seedBlog(dataSource)} blog articles added`);
  console.log(`orders seed: ${await seedOrders(dataSource)} demo orders added`);
} finally {
  await app.close();
}
