import { createServer } from 'node:net';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { baseServiceConfig, loadConfig } from '../config/load-config.js';
import { createServiceApp } from './bootstrap-service.js';
import { errorMessages } from '../failures.js';
import { validated } from './zod-validation.pipe.js';

/** A port nothing listens on: what a stopped PostgreSQL or Redis looks like. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const photoBody = z.object({ dataUrl: z.string() });

function probeModule(deadPort: number) {
  @Controller('probe')
  class ProbeController {
    @Post('photo')
    photo(@Body(validated(photoBody)) body: z.infer<typeof photoBody>) {
      return { length: body.dataUrl.length };
    }

    @Get('postgres')
    async postgres() {
      const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${deadPort}/x` });
      try {
        return await pool.query('SELECT 1');
      } finally {
        await pool.end();
      }
    }

    @Get('typeorm')
    async typeorm() {
      const dataSource = new DataSource({
        type: 'postgres',
        url: `postgres://postgres@127.0.0.1:${deadPort}/x`,
      });
      try {
        await dataSource.initialize();
        return await dataSource.query('SELECT 1');
      } finally {
        if (dataSource.isInitialized) await dataSource.destroy();
      }
    }

    @Get('redis')
    async redis() {
      const redis = new Redis({
        port: deadPort,
        host: '127.0.0.1',
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
        lazyConnect: true,
      });
      try {
        await redis.connect().catch(() => undefined);
        return await redis.get('x');
      } finally {
        redis.disconnect();
      }
    }
  }
  @Module({ controllers: [ProbeController] })
  class ProbeModule {}
  return ProbeModule;
}

describe('a service answers bad input and outages in the product’s words, never a 500', () => {
  let app: NestFastifyApplication;
  const send = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, 'x-internal-token': 'test-internal-token-16' },
    });
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { 'x-internal-token': 'test-internal-token-16' } });
  const photoOf = (bytes: number) =>
    JSON.stringify({
      dataUrl: `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`,
    });

  beforeAll(async () => {
    const config = loadConfig(baseServiceConfig, {
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: 'test-internal-token-16',
      BODY_LIMIT_MB: '25',
    });
    app = await createServiceApp(probeModule(await closedPort()), { name: 'probe', config });
  });
  afterAll(() => app.close());

  it.each([800 * 1024, 3 * 1024 * 1024])(
    'takes a %i-byte photo as a data URL (the configured limit, not 1 MiB)',
    async (bytes) => {
      const answer = await send('/probe/photo', photoOf(bytes));
      expect(answer.statusCode).toBe(201);
      expect(answer.json().length).toBeGreaterThan(bytes);
    },
  );

  it('refuses a body over BODY_LIMIT_MB with 413 and a Russian message', async () => {
    const answer = await send('/probe/photo', photoOf(30 * 1024 * 1024));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      statusCode: 413,
      message: 'Слишком большой запрос: не более 25 МБ',
    });
  });

  it('refuses a wrong content type with 415 and malformed JSON with 400, in Russian', async () => {
    const wrongType = await send('/probe/photo', '<dataUrl>x</dataUrl>', 'application/xml');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(errorMessages.unsupportedMediaType);
    const broken = await send('/probe/photo', '{"dataUrl": "x"');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(errorMessages.invalidJson);
  });

  it.each(['postgres', 'typeorm', 'redis'])(
    'answers 503 with a clear message when %s is unreachable',
    async (part) => {
      const answer = await get(`/probe/${part}`);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ statusCode: 503, message: errorMessages.unavailable });
    },
  );
});
