import { api, fileLinksRequest, photoUploadBody } from '@silkway/contracts';
import { describeBadInputSweep, sweepOf, type SweepCall } from '@silkway/service-kit/testing';
import { startFilesTestKit } from './testing/files-test-kit.js';
import { dataUrl, PDF, PNG } from './testing/sample-files.js';

// A fresh database: the folders, documents, materials and stored file the calls name all get id 1.
const first = { params: { id: '1' } };
const photo = dataUrl(PNG, 'image/png');
const pdf = dataUrl(PDF, 'application/pdf');
const ownerCalls = (owner: typeof api.truckFiles): SweepCall[] => [
  sweepOf(owner.listFolders, first),
  sweepOf(owner.createFolder, { ...first, body: { name: 'CMR' } }),
  sweepOf(owner.listDocuments, first),
  sweepOf(owner.uploadDocument, { ...first, body: { name: 'cmr.pdf', fileData: pdf } }),
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
  sweepOf(api.downloads.byId, first),
  ...ownerCalls(api.truckFiles),
  ...ownerCalls(api.orderFiles),
  sweepOf(api.archive.listFolders, { query: { parentId: '1' } }),
  sweepOf(api.archive.createFolder, { body: { name: '2026' } }),
  sweepOf(api.archive.listMaterials, { query: { folderId: '1' } }),
  sweepOf(api.archive.uploadMaterial, { body: { name: 'photo.png', fileData: photo } }),
  // Deletions last: every bad id is refused, so the records above stay.
  sweepOf(api.truckFiles.deleteDocument, { params: { id: '1', documentId: '1' } }),
  sweepOf(api.truckFiles.deleteFolder, { params: { id: '1', folderId: '1' } }),
  sweepOf(api.archive.deleteMaterial, first),
  sweepOf(api.archive.deleteFolder, first),
];

describeBadInputSweep('files', CALLS, async () => {
  const kit = await startFilesTestKit();
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
  return kit;
});
