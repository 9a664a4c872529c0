import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';

export function createServiceLogger(service: string, level: string): Pino {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Sends Nest's own messages to the same JSON log as the requests. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...context: unknown[]) {
    this.write('info', message, context);
  }
  error(message: unknown, ...context: unknown[]) {
    this.write('error', message, context);
  }
  warn(message: unknown, ...context: unknown[]) {
    this.write('warn', message, context);
  }
  debug(message: unknown, ...context: unknown[]) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, ...context: unknown[]) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, ...context: unknown[]) {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context: unknown[],
  ) {
    // Nest passes the context name last; error() may pass a stack before it.
    const name = typeof context.at(-1) === 'string' ? (context.at(-1) as string) : undefined;
    const stack = context.length > 1 && typeof context[0] === 'string' ? context[0] : undefined;
    if (typeof message === 'object' && message !== null) {
      const { msg, ...fields } = message as { msg?: string };
      this.pino[level]({ context: name, ...fields, stack }, msg ?? '');
    } else {
      this.pino[level]({ context: name, stack }, String(message));
    }
  }
}
