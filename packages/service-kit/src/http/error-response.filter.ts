import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ErrorBody } from '@silkway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationFailedException } from './validation-failed.exception.js';

/** The one place that turns any failure into `{ statusCode, message, fieldErrors?, requestId? }`. */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorResponseFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body: ErrorBody = { ...this.describe(exception), requestId: request.id };
    if (body.statusCode >= 500) {
      this.logger.error(`Request ${request.id} failed`, exception instanceof Error ? exception.stack : String(exception));
    }
    void reply.status(body.statusCode).send(body);
  }

  private describe(exception: unknown): Omit<ErrorBody, 'requestId'> {
    if (exception instanceof ValidationFailedException) {
      return { statusCode: HttpStatus.BAD_REQUEST, message: exception.message, fieldErrors: exception.fieldErrors };
    }
    if (exception instanceof HttpException) {
      return { statusCode: exception.getStatus(), message: messageOf(exception) };
    }
    // Fastify's own errors (body too large, bad JSON) carry a 4xx statusCode.
    const status = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: (exception as Error).message };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
