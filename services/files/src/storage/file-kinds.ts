import { fileMessages } from '@silkway/contracts';

/** What a kind of file accepts, judged by the bytes, and the message that refuses the rest. */
export interface FileAcceptance {
  types: ReadonlySet<string>;
  refusal: string;
}

/** Documents and archive materials: images, PDF, DOC, DOCX and plain text (docs/architecture.md "Files"). */
const DOCUMENTS: FileAcceptance = {
  types: new Set([
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ]),
  refusal: fileMessages.unsupportedType,
};

/** Item photos: JPG, PNG and GIF only (product.md §5 "Photos"). */
const PHOTOS: FileAcceptance = {
  types: new Set(['image/jpeg', 'image/png', 'image/gif']),
  refusal: fileMessages.photoNotImage,
};

/** One bucket per kind of file (`<S3_BUCKET_PREFIX>-<kind>`), created at start. */
export const FILE_KINDS = {
  'truck-documents': DOCUMENTS,
  'order-documents': DOCUMENTS,
  'archive-materials': DOCUMENTS,
  photos: PHOTOS,
} as const satisfies Record<string, FileAcceptance>;
export type FileKind = keyof typeof FILE_KINDS;
