import { fileMessages } from '@silkway/contracts';
import { type FilesTestKit, startFilesTestKit } from './testing/files-test-kit.js';
import { dataUrl, EXE, PDF, PNG } from './testing/sample-files.js';

const TEXT = Buffer.from('Опись архива\nКоробка 1');

describe('files service: the archive (/api/admin/archive)', () => {
  let kit: FilesTestKit;

  beforeAll(async () => {
    kit = await startFilesTestKit();
  });
  afterAll(() => kit?.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { body?: Record<string, unknown>; query?: Record<string, string> } = {},
  ) => kit.service.call(method, `/api/admin/archive${url}`, options);
  const createFolder = (body: Record<string, unknown>) => call('POST', '/folders', { body });
  const upload = (body: Record<string, unknown>) => call('POST', '/materials', { body });

  it('nests folders and lists one level at a time, the top level when parentId is absent or blank', async () => {
    const top = await createFolder({ name: 'Договоры', path: '/Договоры', parentId: null });
    expect(top.statusCode).toBe(201);
    expect(top.body).toEqual({
      id: expect.any(Number),
      name: 'Договоры',
      path: '/Договоры',
      parentId: null,
      createdAt: expect.any(String),
    });
    const child = await createFolder({
      name: '2026',
      path: '/Договоры/2026',
      parentId: String(top.body.id),
    });
    expect(child.body).toMatchObject({ name: '2026', parentId: top.body.id });

    expect((await call('GET', '/folders')).body).toEqual([top.body]);
    expect((await call('GET', '/folders', { query: { parentId: '' } })).body).toEqual([top.body]);
    expect(
      (await call('GET', '/folders', { query: { parentId: String(top.body.id) } })).body,
    ).toEqual([child.body]);
    expect(
      (await call('GET', '/folders', { query: { parentId: String(child.body.id) } })).body,
    ).toEqual([]);
  });

  it('types materials from their bytes, not from what the form claims, and streams them back', async () => {
    const { body: folder } = await createFolder({ name: 'Фото склада', path: '/Фото склада' });
    const photo = await upload({
      name: 'Склад',
      type: 'document',
      folderId: folder.id,
      fileData: dataUrl(PNG, 'application/pdf'),
      description: 'Вид с улицы',
      mimeType: 'application/pdf',
      fileSize: 1,
    });
    expect(photo.statusCode).toBe(201);
    expect(photo.body).toMatchObject({
      name: 'Склад',
      type: 'photo',
      mimeType: 'image/png',
      fileSize: PNG.length,
      folderId: folder.id,
      description: 'Вид с улицы',
      url: expect.stringMatching(/^\/api\/files\/\d+\/download$/),
    });
    expect(photo.body).not.toHaveProperty('fileData');

    const contract = await upload({
      name: 'Договор',
      type: 'photo',
      folderId: folder.id,
      fileData: dataUrl(PDF, 'image/png'),
      description: '',
      mimeType: 'image/png',
    });
    expect(contract.body).toMatchObject({
      type: 'document',
      mimeType: 'application/pdf',
      description: null,
    });
    const note = await upload({ name: 'Опись', fileData: dataUrl(TEXT, 'text/plain') });
    expect(note.body).toMatchObject({ type: 'document', mimeType: 'text/plain', folderId: null });

    expect(
      (await call('GET', '/materials', { query: { folderId: String(folder.id) } })).body,
    ).toEqual([photo.body, contract.body]);
    expect((await call('GET', '/materials')).body).toEqual([note.body]);

    const download = await kit.service.call('GET', contract.body.url);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawBody.equals(PDF)).toBe(true);
  });

  it('refuses bad input and forbidden types with clear messages, writing no row and no object', async () => {
    const objectsBefore = await kit.objectsIn('archive-materials');
    const rowsBefore = await kit.storedFileRows();
    const foldersBefore = (await call('GET', '/folders')).body;

    const blank = await createFolder({ name: ' ', path: '/', parentId: 'abc' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.fieldErrors).toEqual({
      name: [fileMessages.folderNameRequired],
      parentId: ['Некорректный идентификатор'],
    });

    const missing = await upload({ name: '', fileData: 'not a data url' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.fieldErrors).toEqual({
      name: [fileMessages.fileNameRequired],
      fileData: [fileMessages.fileData],
    });

    const executable = await upload({
      name: 'setup.exe',
      fileData: dataUrl(EXE, 'application/pdf'),
      type: 'document',
      mimeType: 'application/pdf',
    });
    expect(executable.statusCode).toBe(400);
    expect(executable.body.message).toBe(fileMessages.unsupportedType);

    expect((await call('GET', '/folders', { query: { parentId: 'x' } })).statusCode).toBe(400);
    expect((await call('GET', '/folders')).body).toEqual(foldersBefore);
    expect(await kit.storedFileRows()).toBe(rowsBefore);
    expect(await kit.objectsIn('archive-materials')).toEqual(objectsBefore);
  });

  it('answers 404 for missing folders and materials, storing nothing', async () => {
    const objectsBefore = await kit.objectsIn('archive-materials');
    expect((await createFolder({ name: 'Сирота', parentId: 999999 })).body).toMatchObject({
      statusCode: 404,
      message: fileMessages.folderNotFound,
    });
    expect(
      (await upload({ name: 'a.txt', fileData: dataUrl(TEXT), folderId: 999999 })).body,
    ).toMatchObject({ statusCode: 404, message: fileMessages.folderNotFound });
    expect((await call('GET', '/folders', { query: { parentId: '999999' } })).statusCode).toBe(404);
    expect((await call('GET', '/materials', { query: { folderId: '999999' } })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/folders/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/materials/999999')).body).toMatchObject({
      statusCode: 404,
      message: fileMessages.materialNotFound,
    });
    expect(await kit.objectsIn('archive-materials')).toEqual(objectsBefore);
  });

  it('deletes a material, and a folder with its subfolders and all their materials, objects included', async () => {
    const single = await upload({ name: 'Лишнее', fileData: dataUrl(TEXT) });
    expect((await call('DELETE', `/materials/${single.body.id}`)).statusCode).toBe(204);
    expect(await kit.objectExists(single.body.url)).toBe(false);

    const { body: root } = await createFolder({ name: 'Старое' });
    const { body: child } = await createFolder({ name: '2019', parentId: root.id });
    const { body: grandchild } = await createFolder({ name: 'Январь', parentId: child.id });
    const { body: sibling } = await createFolder({ name: 'Новое' });
    const inRoot = await upload({ name: 'a', fileData: dataUrl(PDF), folderId: root.id });
    const inGrandchild = await upload({
      name: 'b',
      fileData: dataUrl(PNG),
      folderId: grandchild.id,
    });
    const inSibling = await upload({ name: 'c', fileData: dataUrl(TEXT), folderId: sibling.id });
    const objectsBefore = await kit.objectsIn('archive-materials');

    expect((await call('DELETE', `/folders/${root.id}`)).statusCode).toBe(204);
    expect(
      (await call('GET', '/folders')).body.map((folder: { id: number }) => folder.id),
    ).not.toContain(root.id);
    expect(
      (await call('GET', '/folders', { query: { parentId: String(child.id) } })).statusCode,
    ).toBe(404);
    expect(await kit.objectExists(inRoot.body.url)).toBe(false);
    expect(await kit.objectExists(inGrandchild.body.url)).toBe(false);
    expect(await kit.objectsIn('archive-materials')).toHaveLength(objectsBefore.length - 2);
    expect(
      (await call('GET', '/materials', { query: { folderId: String(sibling.id) } })).body,
    ).toEqual([inSibling.body]);
  });
});
