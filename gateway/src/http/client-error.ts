import type { Socket } from 'node:net';
import type { ErrorBody } from '@silkway/contracts';

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'Слишком длинный адрес или заголовки запроса',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Запрос не пришёл целиком вовремя'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'Некорректный запрос'];
// What the client still sends after the answer is read and dropped this long at most.
const LINGER_MS = 5000;

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a head too large, a
 * malformed request, one that never arrives whole) in the team's error shape. Fastify's own answer
 * drops the connection without `Connection: close`, so a client that reuses connections sends its
 * next call into a reset; here the connection is marked closed, and whatever the client is still
 * sending is read and dropped until it has the answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  // An answer already under way on this connection cannot be followed by another one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [statusCode, reason, message] = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ statusCode, message } satisfies Omit<ErrorBody, 'requestId'>);
  socket.end(
    `HTTP/1.1 ${statusCode} ${reason}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.resume();
  socket.setTimeout(LINGER_MS, () => socket.destroy());
}
