import { z } from 'zod';
import { idParam } from '../common.js';
import {
  archiveFolderAnswer,
  archiveFolderCreateBody,
  archiveFolderQuery,
  archiveMaterialAnswer,
  archiveMaterialCreateBody,
  archiveMaterialQuery,
  documentAnswer,
  documentCreateBody,
  fileLinkQuery,
  folderAnswer,
  folderCreateBody,
} from '../files.js';
import type { Permission } from '../roles.js';
import { defineCall, file, json, jsonBody, noContent } from './define-call.js';
import { idParams } from './params.js';

/** The same six calls of the folders-and-files area of an order and of a truck. */
function ownerFileCalls(
  ownerPath: string,
  owner: string,
  permissions: { read: Permission; write: Permission },
) {
  return {
    listFolders: defineCall({
      method: 'GET',
      path: `${ownerPath}/folders`,
      owner: 'files',
      permission: permissions.read,
      summary: `Document folders of ${owner}`,
      params: idParams,
      answer: json(z.array(folderAnswer)),
    }),
    createFolder: defineCall({
      method: 'POST',
      path: `${ownerPath}/folders`,
      owner: 'files',
      permission: permissions.write,
      summary: `Create a document folder of ${owner}`,
      params: idParams,
      body: jsonBody(folderCreateBody),
      answer: json(folderAnswer, 201),
    }),
    deleteFolder: defineCall({
      method: 'DELETE',
      path: `${ownerPath}/folders/{folderId}`,
      owner: 'files',
      permission: permissions.write,
      summary: `Delete a document folder of ${owner}`,
      params: z.object({ id: idParam, folderId: idParam }),
      answer: noContent(),
    }),
    listDocuments: defineCall({
      method: 'GET',
      path: `${ownerPath}/documents`,
      owner: 'files',
      permission: permissions.read,
      summary: `Documents of ${owner}: metadata and download addresses`,
      params: idParams,
      answer: json(z.array(documentAnswer)),
    }),
    uploadDocument: defineCall({
      method: 'POST',
      path: `${ownerPath}/documents`,
      owner: 'files',
      permission: permissions.write,
      summary: `Store a document of ${owner} (sent as a data URL)`,
      params: idParams,
      body: jsonBody(documentCreateBody),
      answer: json(documentAnswer, 201),
    }),
    deleteDocument: defineCall({
      method: 'DELETE',
      path: `${ownerPath}/documents/{documentId}`,
      owner: 'files',
      permission: permissions.write,
      summary: `Delete a document of ${owner}`,
      params: z.object({ id: idParam, documentId: idParam }),
      answer: noContent(),
    }),
  };
}

export type OwnerFileCalls = ReturnType<typeof ownerFileCalls>;
export const orderFileCalls = ownerFileCalls('/api/admin/orders/{id}', 'an order', {
  read: 'orders.read',
  write: 'documents',
});
export const truckFileCalls = ownerFileCalls('/api/admin/trucks/{id}', 'a truck', {
  read: 'warehouses.read',
  write: 'warehouses.write',
});

/** The archive tab: folders and materials. */
export const archiveCalls = {
  listFolders: defineCall({
    method: 'GET',
    path: '/api/admin/archive/folders',
    owner: 'files',
    permission: 'archive.read',
    summary: 'Archive folders under a parent (the top level without one)',
    query: archiveFolderQuery,
    answer: json(z.array(archiveFolderAnswer)),
  }),
  createFolder: defineCall({
    method: 'POST',
    path: '/api/admin/archive/folders',
    owner: 'files',
    permission: 'archive.write',
    summary: 'Create an archive folder',
    body: jsonBody(archiveFolderCreateBody),
    answer: json(archiveFolderAnswer, 201),
  }),
  deleteFolder: defineCall({
    method: 'DELETE',
    path: '/api/admin/archive/folders/{id}',
    owner: 'files',
    permission: 'archive.write',
    summary: 'Delete an archive folder',
    params: idParams,
    answer: noContent(),
  }),
  listMaterials: defineCall({
    method: 'GET',
    path: '/api/admin/archive/materials',
    owner: 'files',
    permission: 'archive.read',
    summary: 'Materials of an archive folder (the top level without one)',
    query: archiveMaterialQuery,
    answer: json(z.array(archiveMaterialAnswer)),
  }),
  uploadMaterial: defineCall({
    method: 'POST',
    path: '/api/admin/archive/materials',
    owner: 'files',
    permission: 'archive.write',
    summary: 'Store a photo or document in the archive (sent as a data URL)',
    body: jsonBody(archiveMaterialCreateBody),
    answer: json(archiveMaterialAnswer, 201),
  }),
  deleteMaterial: defineCall({
    method: 'DELETE',
    path: '/api/admin/archive/materials/{id}',
    owner: 'files',
    permission: 'archive.write',
    summary: 'Delete an archive material',
    params: idParams,
    answer: noContent(),
  }),
};

/** The bytes of stored files: images inline, anything else as an attachment; Range requests answered 206. */
export const downloadCalls = {
  // Ids count up: by id, only administrators download; the public gets signed, expiring links.
  byId: defineCall({
    method: 'GET',
    path: '/api/files/{id}/download',
    owner: 'files',
    permission: 'orders.read',
    access: 'admin',
    summary: 'Download a stored file by id',
    params: idParams,
    answer: file('application/octet-stream'),
  }),
  shared: defineCall({
    method: 'GET',
    path: '/api/files/{id}/shared',
    owner: 'files',
    summary: 'Download a stored file through a signed link until it expires (403 otherwise)',
    params: idParams,
    query: fileLinkQuery,
    answer: file('application/octet-stream'),
  }),
};
