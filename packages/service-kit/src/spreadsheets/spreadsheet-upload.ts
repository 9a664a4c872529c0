import {
  BadRequestException,
  Injectable,
  type OnModuleInit,
  PayloadTooLargeException,
  type PipeTransform,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  MAX_IMPORT_BYTES,
  SPREADSHEET_CONTENT_TYPES,
  spreadsheetMessages,
} from '@silkway/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Import files travel as the raw request body (the browser sends the File itself), read into a
 * Buffer of at most MAX_IMPORT_BYTES; a larger one is refused with 413 and a Russian message
 * before the rest is read. Provide it in every module with an import endpoint.
 */
@Injectable()
export class SpreadsheetUploads implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // A standalone application context (the seed script) has no HTTP server to take uploads.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    if (fastify.hasContentTypeParser(SPREADSHEET_CONTENT_TYPES[0])) return;
    fastify.addContentTypeParser([...SPREADSHEET_CONTENT_TYPES], (request, payload, done) => {
      if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) {
        done(new PayloadTooLargeException(spreadsheetMessages.tooLarge), undefined);
        payload.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let refused = false;
      payload.on('data', (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        if (size > MAX_IMPORT_BYTES) {
          refused = true;
          done(new PayloadTooLargeException(spreadsheetMessages.tooLarge), undefined);
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => {
        if (!refused) done(null, Buffer.concat(chunks));
      });
      payload.on('error', (error) => {
        if (!refused) done(error, undefined);
      });
    });
  }
}

/** `@Body(spreadsheetFile) file: Buffer`: a body that did not come as a file (e.g. JSON) is a 400. */
export const spreadsheetFile: PipeTransform<unknown, Buffer> = {
  transform(body: unknown): Buffer {
    if (!Buffer.isBuffer(body) || body.length === 0)
      throw new BadRequestException(spreadsheetMessages.notASpreadsheet);
    return body;
  },
};
