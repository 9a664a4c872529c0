/// <reference path="./s3rver.d.ts" />
import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';

export interface EmbeddedS3 {
  endpoint: string;
  port: number;
  accessKey: string;
  secretKey: string;
  close(): Promise<void>;
}

/** s3rver's fixed credentials. */
export const EMBEDDED_S3_CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER' } as const;

/**
 * An S3-compatible server on a local folder, for development and tests when no S3 endpoint is
 * configured; port 0 picks a free one. Multipart uploads are not supported (docs/architecture.md, "Known limits of the local tools").
 */
export async function startEmbeddedS3({
  port = 0,
  directory,
  host = '127.0.0.1',
}: {
  port?: number;
  directory: string;
  host?: string;
}): Promise<EmbeddedS3> {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({ port, address: host, directory, silent: true });
  const address = await server.run();
  return {
    endpoint: `http://${host}:${address.port}`,
    port: address.port,
    ...EMBEDDED_S3_CREDENTIALS,
    close: () => server.close(),
  };
}
