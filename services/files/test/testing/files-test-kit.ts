import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedS3 } from '@silkway/dev-servers';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { Client } from 'minio';
import type { FilesConfig } from '../../src/config.js';
import { filesService } from '../../src/service.js';
import type { FileKind } from '../../src/storage/file-kinds.js';
import { ObjectStorage } from '../../src/storage/object-storage.js';

export interface FilesTestKit {
  service: TestService<FilesConfig>;
  /** Keys of the objects in the bucket of `kind`, read from S3 itself. */
  objectsIn(kind: FileKind): Promise<string[]>;
  /** Whether the object behind a download URL is still in S3 (false when its row is gone too). */
  objectExists(downloadUrl: string): Promise<boolean>;
  /** Removes the object behind a download URL from S3 and leaves its row, as a delete does before it commits. */
  removeObjectOf(downloadUrl: string): Promise<void>;
  storedFileRows(): Promise<number>;
  close(): Promise<void>;
}

/** The files service on its own database, queue prefix, embedded S3 and bucket prefix. */
export async function startFilesTestKit(env: Record<string, string> = {}): Promise<FilesTestKit> {
  const s3Directory = await mkdtemp(join(tmpdir(), 'silkway-s3-'));
  const s3 = await startEmbeddedS3({ directory: s3Directory });
  const service = await startTestService(filesService, {
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET_PREFIX: `t${randomUUID().slice(0, 8)}`,
    ...env,
  });
  const s3Client = new Client({
    endPoint: '127.0.0.1',
    port: s3.port,
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
  });
  const storage = service.app.get(ObjectStorage);
  const storedObjectOf = async (downloadUrl: string) => {
    const [file] = await service.query(
      'SELECT bucket, object_key FROM files.stored_files WHERE id = $1',
      [Number(downloadUrl.split('/')[3])],
    );
    return file as { bucket: string; object_key: string } | undefined;
  };

  return {
    service,
    async objectsIn(kind) {
      const keys: string[] = [];
      for await (const object of s3Client.listObjectsV2(storage.bucketFor(kind), '', true))
        keys.push((object as { name: string }).name);
      return keys;
    },
    async objectExists(downloadUrl) {
      const file = await storedObjectOf(downloadUrl);
      return file ? storage.exists(file.bucket, file.object_key) : false;
    },
    async removeObjectOf(downloadUrl) {
      const file = await storedObjectOf(downloadUrl);
      if (file) await storage.remove([{ bucket: file.bucket, key: file.object_key }]);
    },
    async storedFileRows() {
      return Number((await service.query('SELECT count(*) FROM files.stored_files'))[0].count);
    },
    async close() {
      await service.close();
      await s3.close();
      await rm(s3Directory, { recursive: true, force: true });
    },
  };
}
