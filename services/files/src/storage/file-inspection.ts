import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { DATA_URL_PATTERN, fileMessages } from '@silkway/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { FileAcceptance } from './file-kinds.js';

export interface InspectedFile {
  bytes: Buffer;
  mimeType: string;
}

/**
 * Decodes a data URL and finds the file's real type from its bytes; refuses what is too large
 * (413) or of a type `accepted` does not hold (400) with a message the admin can act on.
 */
export async function inspectDataUrl(
  dataUrl: string,
  maxBytes: number,
  accepted: FileAcceptance,
): Promise<InspectedFile> {
  const match = DATA_URL_PATTERN.exec(dataUrl);
  if (!match) throw new BadRequestException(fileMessages.fileData);
  const bytes = Buffer.from(match[3] ?? '', 'base64');
  if (bytes.length > maxBytes)
    throw new PayloadTooLargeException(
      fileMessages.tooLarge(Math.floor(maxBytes / (1024 * 1024)) || 1),
    );
  const mimeType = await detectMimeType(bytes);
  if (!mimeType || !accepted.types.has(mimeType)) throw new BadRequestException(accepted.refusal);
  return { bytes, mimeType };
}

async function detectMimeType(bytes: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  // Word 97–2003 files are OLE compound files; file-type names only the container.
  if (detected?.mime === 'application/x-cfb') return 'application/msword';
  if (detected) return detected.mime;
  return looksLikeText(bytes) ? 'text/plain' : undefined;
}

/** Text has no magic number: valid UTF-8 without control bytes other than whitespace. */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !/[\x00-\x08\x0e-\x1f\x7f]/.test(text);
  } catch {
    return false;
  }
}
