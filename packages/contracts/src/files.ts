import { z } from 'zod';
import {
  fieldMessages,
  fileNameField,
  optionalIdField,
  optionalLongTextField,
  optionalTextField,
  requiredIdField,
  requiredTextField,
  wholeNumberField,
} from './form-fields.js';

/** Stored files: item photos, truck and order folders and documents, the archive. product.md §3, §5, §7; docs/architecture.md "Files". */

export const fileMessages = {
  folderNameRequired: 'Введите название папки',
  fileNameRequired: 'Введите название файла',
  fileData: 'Файл должен быть передан как data URL (base64)',
  folderNotFound: 'Папка не найдена',
  documentNotFound: 'Файл не найден',
  materialNotFound: 'Материал не найден',
  unsupportedType:
    'Недопустимый тип файла: разрешены изображения (JPG, PNG, GIF, WEBP), PDF, DOC, DOCX и TXT',
  photoNotImage: 'Фотография должна быть изображением JPG, PNG или GIF',
  tooLarge: (limitMb: number) => `Файл слишком большой: не более ${limitMb} МБ`,
  linkForged: 'Ссылка на файл недействительна',
  linkExpired: 'Срок действия ссылки на файл истёк',
} as const;

/** Groups: 1 MIME type (optional), 2 parameters, 3 base64 bytes. */
export const DATA_URL_PATTERN =
  /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*);base64,([A-Za-z0-9+/=\s]*)$/;

/** A file as the forms send it: `data:<mime>;base64,<bytes>`. */
export const dataUrlField = z
  .string({ error: fileMessages.fileData })
  .regex(DATA_URL_PATTERN, { error: fileMessages.fileData });

/** POST /internal/photos (orders → files): an item photo; answered with a `storedPhotoAnswer`. */
export const photoUploadBody = z.object({ dataUrl: dataUrlField });
export type PhotoUploadBody = z.output<typeof photoUploadBody>;

export const storedPhotoAnswer = z.object({ id: z.number().int(), url: z.string() });
export type StoredPhotoAnswer = z.infer<typeof storedPhotoAnswer>;

/** POST /api/admin/trucks/{id}/folders and /api/admin/orders/{id}/folders. */
export const folderCreateBody = z.object({
  name: requiredTextField(fileMessages.folderNameRequired),
});
export type FolderCreateBody = z.output<typeof folderCreateBody>;

/** POST /api/admin/trucks/{id}/documents and /api/admin/orders/{id}/documents: name, fileData, type, folderId. */
export const documentCreateBody = z.object({
  name: fileNameField(fileMessages.fileNameRequired),
  fileData: dataUrlField,
  /** Free label the form sends (e.g. its MIME type); the stored type comes from the bytes. */
  type: optionalTextField.default(null),
  folderId: optionalIdField.default(null),
});
export type DocumentCreateBody = z.output<typeof documentCreateBody>;

export const folderAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type FolderAnswer = z.infer<typeof folderAnswer>;

/** A stored file in lists: metadata and where to download it, never the bytes. */
export const storedFileAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  /** GET this (through the gateway) to download; images open inline. */
  url: z.string(),
  createdAt: z.string(),
});

export const documentAnswer = storedFileAnswer.extend({
  type: z.string().nullable(),
  folderId: z.number().int().nullable(),
});
export type DocumentAnswer = z.infer<typeof documentAnswer>;

/** GET /api/admin/archive/folders?parentId and /materials?folderId: absent or blank means the top level. */
export const archiveFolderQuery = z.object({ parentId: optionalIdField.default(null) });
export const archiveMaterialQuery = z.object({ folderId: optionalIdField.default(null) });
export type ArchiveFolderQuery = z.output<typeof archiveFolderQuery>;
export type ArchiveMaterialQuery = z.output<typeof archiveMaterialQuery>;

/** POST /api/admin/archive/folders. */
export const archiveFolderCreateBody = z.object({
  name: requiredTextField(fileMessages.folderNameRequired),
  path: optionalTextField.default(null),
  parentId: optionalIdField.default(null),
});
export type ArchiveFolderCreateBody = z.output<typeof archiveFolderCreateBody>;

export const ARCHIVE_MATERIAL_TYPES = ['photo', 'document'] as const;
export type ArchiveMaterialType = (typeof ARCHIVE_MATERIAL_TYPES)[number];

/** product.md §9: photo if the MIME type starts with image/, otherwise document. */
export const archiveMaterialType = (mimeType: string): ArchiveMaterialType =>
  mimeType.startsWith('image/') ? 'photo' : 'document';

/**
 * POST /api/admin/archive/materials. The form also sends type, mimeType and fileSize: they are
 * dropped (the server derives them from the bytes).
 */
export const archiveMaterialCreateBody = z.object({
  name: fileNameField(fileMessages.fileNameRequired),
  fileData: dataUrlField,
  folderId: optionalIdField.default(null),
  description: optionalLongTextField.default(null),
});
export type ArchiveMaterialCreateBody = z.output<typeof archiveMaterialCreateBody>;

export const archiveFolderAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string().nullable(),
  parentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ArchiveFolderAnswer = z.infer<typeof archiveFolderAnswer>;

export const archiveMaterialAnswer = storedFileAnswer.extend({
  type: z.enum(ARCHIVE_MATERIAL_TYPES),
  folderId: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type ArchiveMaterialAnswer = z.infer<typeof archiveMaterialAnswer>;

/** Longest life of a signed file link: a week. */
export const FILE_LINK_MAX_MINUTES = 7 * 24 * 60;

/** POST /internal/file-links: signed, expiring links to stored files, for answers the public reads. */
export const fileLinksRequest = z.object({
  fileIds: z.array(requiredIdField).min(1).max(100),
  expiresInMinutes: wholeNumberField(
    1,
    'Срок — не меньше 1 минуты',
    fieldMessages.notWhole,
    FILE_LINK_MAX_MINUTES,
  ).default(60),
});
export type FileLinksRequest = z.output<typeof fileLinksRequest>;

export const fileLinksAnswer = z.object({
  links: z.array(z.object({ id: z.number().int(), url: z.string(), expiresAt: z.string() })),
});
export type FileLinksAnswer = z.infer<typeof fileLinksAnswer>;

/** The query of GET /api/files/{id}/shared: expiry in Unix seconds and its HMAC-SHA256 (base64url). */
export const fileLinkQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  signature: z.string().regex(/^[\w-]{43}$/),
});
