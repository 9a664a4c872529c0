import { z } from 'zod';
import { optionalIdField, optionalTextField, requiredTextField } from './form-fields.js';

/** Stored files: item photos, truck and order folders and documents, the archive. SPEC §3, §5, §7; ARCHITECTURE.md "Files". */

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
  name: requiredTextField(fileMessages.fileNameRequired),
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

/** SPEC §9: photo if the MIME type starts with image/, otherwise document. */
export const archiveMaterialType = (mimeType: string): ArchiveMaterialType =>
  mimeType.startsWith('image/') ? 'photo' : 'document';

/**
 * POST /api/admin/archive/materials. type, mimeType and fileSize are accepted for compatibility
 * but the server derives them from the bytes.
 */
export const archiveMaterialCreateBody = z.object({
  name: requiredTextField(fileMessages.fileNameRequired),
  fileData: dataUrlField,
  folderId: optionalIdField.default(null),
  description: optionalTextField.default(null),
  type: z.string().optional(),
  mimeType: z.string().optional(),
  fileSize: z.union([z.number(), z.string()]).optional(),
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
