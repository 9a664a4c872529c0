import { constraintsWithoutRefusalText } from '@silkway/service-kit/testing';
import { type FilesTestKit, startFilesTestKit } from './testing/files-test-kit.js';

describe('files service: every constraint of its schema', () => {
  let kit: FilesTestKit;

  beforeAll(async () => {
    kit = await startFilesTestKit();
  });
  afterAll(() => kit?.close());

  it('has its refusal text in all four languages, so no database error answers 500', async () => {
    expect(await constraintsWithoutRefusalText(kit.service.database.url, 'files')).toEqual([]);
  });
});
