import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ErrorBody } from '@silkway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, isConnectionFailure } from '../failures.js';
import { databaseRefusal } from './database-refusal.js';
import { StaleVersion } from './if-match.js';
import { Refusal } from './refusal.js';
import { ValidationFailedException } from './validation-failed.exception.js';

/** Fastify's own refusals (they happen before any handler), answered in the product's words. */
const FASTIFY_MESSAGES: Record<string, (bodyLimitMb: number) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => errorMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_JSON_BODY: () => errorMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: () => errorMessages.invalidJson,
};

/** The one place that turns any failure into `{ statusCode, message, fieldErrors?, requestId? }`. */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorResponseFilter');

  /** `bodyLimitMb`: the configured BODY_LIMIT_MB, named in the 413 answer. */
  constructor(private readonly bodyLimitMb: number) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body: ErrorBody & { current?: object } = {
      ...this.describe(exception, request.headers['accept-language']),
      requestId: request.id,
    };
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.warn(
        `Request ${request.id}: database or Redis unreachable: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
    } else if (body.statusCode >= 500) {
      this.logger.error(
        `Request ${request.id} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    void reply.status(body.statusCode).send(body);
  }

  private describe(
    exception: unknown,
    acceptLanguage: string | undefined,
  ): Omit<ErrorBody, 'requestId'> & { current?: object } {
    const refusal = exception instanceof Refusal ? exception : databaseRefusal(exception);
    if (refusal) {
      const message = refusal.messageFor(acceptLanguage);
      return {
        statusCode: refusal.getStatus(),
        message,
        ...(refusal.field ? { fieldErrors: { [refusal.field]: [message] } } : {}),
        ...refusal.answerFields,
        ...(refusal instanceof StaleVersion ? { current: refusal.current } : {}),
      };
    }
    if (exception instanceof ValidationFailedException) {
      return {
        statusCode: HttpStatus.BAD_REQUEST,
        message: exception.message,
        fieldErrors: exception.fieldErrors,
      };
    }
    if (exception instanceof HttpException) {
      // Nest wraps fastify's own refusals (body too large, bad JSON), keeping them as the cause.
      const code = (exception.cause as { code?: unknown } | undefined)?.code;
      const fastifyMessage =
        typeof code === 'string' ? FASTIFY_MESSAGES[code]?.(this.bodyLimitMb) : undefined;
      return { statusCode: exception.getStatus(), message: fastifyMessage ?? messageOf(exception) };
    }
    const status = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: (exception as Error).message };
    }
    if (isConnectionFailure(exception))
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: errorMessages.unavailable };
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: errorMessages.internal };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
