import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '@silkway/contracts';

/** Sends the team's error shape `{ statusCode, message, fieldErrors?, requestId }`. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): FastifyReply {
  const body: ErrorBody = {
    statusCode,
    message,
    requestId: reply.request.id,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

// A refused body up to this size is read and thrown away rather than cut off.
const MAX_DISCARDED_BODY_BYTES = 128 * 1024 * 1024;

/**
 * Answers 413 for a body refused before any of it was read. One of a declared length up to 128 MB is
 * read to its end and thrown away, so the client finishes sending and reads the answer (closing the
 * connection mid-upload shows it a broken pipe instead); anything else ends the connection.
 */
export function refuseUnreadBody(reply: FastifyReply, message: string): FastifyReply {
  const declared = Number(reply.request.headers['content-length']);
  if (declared <= MAX_DISCARDED_BODY_BYTES) {
    // Fastify's body parsers mark the connection to close on any error.
    reply.removeHeader('connection');
    reply.request.raw.resume();
  } else reply.header('connection', 'close');
  return sendError(reply, 413, message);
}
