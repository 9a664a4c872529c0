import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '@silkway/contracts';

/** Sends the team's error shape `{ statusCode, message, fieldErrors?, requestId }`. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): FastifyReply {
  // The client may still be sending a body nobody will read: end the connection after this answer.
  if (statusCode === 413) reply.header('connection', 'close');
  const body: ErrorBody = { statusCode, message, requestId: reply.request.id, ...(fieldErrors ? { fieldErrors } : {}) };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
