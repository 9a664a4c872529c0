import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyError, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { Redis } from 'ioredis';
import type { BaseServiceConfig } from '../config/load-config.js';
import { AuditInterceptor } from '../audit/audit-context.js';
import { createServiceLogger, PinoNestLogger } from '../logging/pino-logger.js';
import { ADMIN_USERNAME_HEADER } from '../internal-calls/caller-headers.js';
import { requestIdOf } from '../internal-calls/request-context.js';
import { errorMessages, REDIS_RETRIES_PER_CALL } from '../failures.js';
import { ErrorResponseFilter } from './error-response.filter.js';
import { installIdempotentCalls } from './idempotent-calls.js';
import { InternalTokenGuard } from './internal-token.guard.js';
import { RequestContextInterceptor } from './request-context.interceptor.js';
import { RetryRolledBackInterceptor } from './retry-rolled-back.interceptor.js';
import { answerUnchangedWith304 } from './unchanged-answers.js';

export interface ServiceAppOptions {
  name: string;
  config: BaseServiceConfig;
}

/** Builds the configured application without listening: tests call it and use `inject`. */
export async function createServiceApp(
  module: Type | DynamicModule,
  { name, config }: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const logger = createServiceLogger(name, config.LOG_LEVEL);
  const bodyLimitBytes = Math.round(config.BODY_LIMIT_MB * 1024 * 1024);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    // A URL that cannot be decoded (a lone surrogate's bytes) is refused before routing: in the product's shape.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(error.statusCode ?? 400).send({
        statusCode: error.statusCode ?? 400,
        message: errorMessages.badUrl,
        requestId: request.id,
      });
    },
    // The gateway's limit, not fastify's 1 MiB default: a photo the gateway lets through must not be refused here.
    bodyLimit: bodyLimitBytes,
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalGuards(new InternalTokenGuard(config.INTERNAL_TOKEN));
  app.useGlobalFilters(new ErrorResponseFilter(config.BODY_LIMIT_MB));
  app.useGlobalInterceptors(
    new RequestContextInterceptor(),
    new AuditInterceptor(),
    new RetryRolledBackInterceptor(),
  );
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request) => {
    const admin = request.headers[ADMIN_USERNAME_HEADER];
    if (typeof admin === 'string') request.log = request.log.child({ admin });
  });
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  const idempotencyRedis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: REDIS_RETRIES_PER_CALL,
  });
  idempotencyRedis.on('error', (error) => logger.warn({ err: error }, 'Redis connection error'));
  fastify.addHook('onClose', async () => idempotencyRedis.disconnect());
  installIdempotentCalls(fastify, {
    redis: idempotencyRedis,
    keyPrefix: config.QUEUE_PREFIX,
    internalToken: config.INTERNAL_TOKEN,
    bodyLimitBytes,
  });
  answerUnchangedWith304(fastify);
  await app.init();
  await fastify.ready();
  return app;
}

/** Starts a service: listens on HOST:port and closes cleanly on SIGINT/SIGTERM. */
export async function bootstrapService(
  module: Type | DynamicModule,
  options: ServiceAppOptions & { port: number },
): Promise<NestFastifyApplication> {
  const app = await createServiceApp(module, options);
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.listen({ port: options.port, host: options.config.HOST });
  app
    .getHttpAdapter()
    .getInstance()
    .log.info(`${options.name} listening on http://${options.config.HOST}:${options.port}`);
  return app;
}
