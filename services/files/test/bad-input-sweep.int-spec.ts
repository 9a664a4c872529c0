import {
  archiveFolderCreateBody,
  archiveFolderQuery,
  archiveMaterialCreateBody,
  archiveMaterialQuery,
  documentCreateBody,
  fileLinksRequest,
  folderCreateBody,
  idParam,
  photoUploadBody,
} from '@silkway/contracts';
import { itSweepsEachCall, type SweepCall } from '@silkway/service-kit/testing';
import { dataUrl, type FilesTestKit, PDF, PNG, startFilesTestKit } from './files-test-kit.js';

// A fresh database: the folders, documents, materials and stored file the calls name all get id 1.
const id = { schema: idParam, valid: '1' };
const photo = dataUrl(PNG, 'image/png');
const pdf = dataUrl(PDF, 'application/pdf');
const ownerCalls = (owner: 'trucks' | 'orders'): SweepCall[] => [
  { method: 'GET', path: `/api/admin/${owner}/:id/folders`, params: { id } },
  {
    method: 'POST',
    path: `/api/admin/${owner}/:id/folders`,
    params: { id },
    body: { schema: folderCreateBody, valid: { name: 'CMR' } },
  },
  { method: 'GET', path: `/api/admin/${owner}/:id/documents`, params: { id } },
  {
    method: 'POST',
    path: `/api/admin/${owner}/:id/documents`,
    params: { id },
    body: { schema: documentCreateBody, valid: { name: 'cmr.pdf', fileData: pdf } },
  },
];
const CALLS: SweepCall[] = [
  {
    method: 'POST',
    path: '/internal/photos',
    body: { schema: photoUploadBody, valid: { dataUrl: photo } },
  },
  {
    method: 'POST',
    path: '/internal/file-links',
    body: { schema: fileLinksRequest, valid: { fileIds: [1] } },
  },
  { method: 'GET', path: '/api/files/:id/download', params: { id } },
  ...ownerCalls('trucks'),
  ...ownerCalls('orders'),
  {
    method: 'GET',
    path: '/api/admin/archive/folders',
    query: { schema: archiveFolderQuery, valid: { parentId: '1' } },
  },
  {
    method: 'POST',
    path: '/api/admin/archive/folders',
    body: { schema: archiveFolderCreateBody, valid: { name: '2026' } },
  },
  {
    method: 'GET',
    path: '/api/admin/archive/materials',
    query: { schema: archiveMaterialQuery, valid: { folderId: '1' } },
  },
  {
    method: 'POST',
    path: '/api/admin/archive/materials',
    body: { schema: archiveMaterialCreateBody, valid: { name: 'photo.png', fileData: photo } },
  },
  // Deletions last: every bad id is refused, so the records above stay.
  {
    method: 'DELETE',
    path: '/api/admin/trucks/:id/documents/:documentId',
    params: { id, documentId: id },
  },
  {
    method: 'DELETE',
    path: '/api/admin/trucks/:id/folders/:folderId',
    params: { id, folderId: id },
  },
  { method: 'DELETE', path: '/api/admin/archive/materials/:id', params: { id } },
  { method: 'DELETE', path: '/api/admin/archive/folders/:id', params: { id } },
];

describe('files service: generated bad inputs on every call', () => {
  let kit: FilesTestKit;

  beforeAll(async () => {
    kit = await startFilesTestKit();
    const call = (path: string, body: object) => kit.service.call('POST', path, { body });
    const folder = await call('/api/admin/trucks/1/folders', { name: 'CMR' });
    const document = await call('/api/admin/trucks/1/documents', {
      name: 'cmr.pdf',
      fileData: pdf,
      folderId: 1,
    });
    const archiveFolder = await call('/api/admin/archive/folders', { name: '2026' });
    const material = await call('/api/admin/archive/materials', {
      name: 'photo.png',
      fileData: photo,
      folderId: 1,
    });
    expect([folder.body.id, document.body.id, archiveFolder.body.id, material.body.id]).toEqual([
      1, 1, 1, 1,
    ]);
  }, 60_000);
  afterAll(() => kit?.close());

  itSweepsEachCall('files', () => kit.service, CALLS);
});
