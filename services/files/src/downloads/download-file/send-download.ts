import type { FastifyReply } from 'fastify';
import type { FileDownload } from './download-file.query.js';

/**
 * Streams a download with the type detected at upload; anything but an image downloads as an
 * attachment. A Range request gets 206 with Content-Range, or 416 when it lies past the end.
 */
export async function sendDownload(reply: FastifyReply, file: FileDownload): Promise<void> {
  void reply
    .header('content-type', file.mimeType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${asciiFallback(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  const { part } = file;
  if (part.kind === 'unsatisfiable') {
    file.stream.destroy();
    await reply.status(416).header('content-range', `bytes */${file.size}`).send();
    return;
  }
  if (part.kind === 'part') {
    await reply
      .status(206)
      .header('content-range', `bytes ${part.start}-${part.end}/${file.size}`)
      .header('content-length', part.end - part.start + 1)
      .send(file.stream);
    return;
  }
  await reply.header('content-length', file.size).send(file.stream);
}

function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}
