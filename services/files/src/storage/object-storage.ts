import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { fileMessages } from '@silkway/contracts';
import { type HealthCheck, SERVICE_CONFIG } from '@silkway/service-kit';
import { Client } from 'minio';
import type { Readable } from 'node:stream';
import type { FilesConfig } from '../config.js';
import { FILE_KINDS, type FileKind } from './file-kinds.js';

const BUCKET_KINDS = Object.keys(FILE_KINDS) as FileKind[];

/** The only door to S3: buckets are created at start; objects are written, streamed and removed here. */
@Injectable()
export class ObjectStorage implements OnModuleInit {
  private readonly client: Client;
  private readonly bucketPrefix: string;

  constructor(@Inject(SERVICE_CONFIG) config: FilesConfig) {
    const endpoint = new URL(config.S3_ENDPOINT);
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
      useSSL: endpoint.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
    this.bucketPrefix = config.S3_BUCKET_PREFIX;
  }

  async onModuleInit(): Promise<void> {
    for (const kind of BUCKET_KINDS) {
      const bucket = this.bucketFor(kind);
      if (!(await this.client.bucketExists(bucket))) await this.client.makeBucket(bucket);
    }
  }

  bucketFor(kind: FileKind): string {
    return `${this.bucketPrefix}-${kind}`;
  }

  async put(bucket: string, key: string, bytes: Buffer, mimeType: string): Promise<void> {
    await this.client.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': mimeType });
  }

  /**
   * The object's bytes; 404 when it is gone, as it is for a moment while a delete of its owner
   * commits (the objects are removed before the rows' delete commits).
   */
  read(bucket: string, key: string): Promise<Readable> {
    return this.client.getObject(bucket, key).catch(notFoundWhenMissing);
  }

  /** `length` bytes from `offset` (a Range download); 404 when the object is gone. */
  readPart(bucket: string, key: string, offset: number, length: number): Promise<Readable> {
    return this.client.getPartialObject(bucket, key, offset, length).catch(notFoundWhenMissing);
  }

  async exists(bucket: string, key: string): Promise<boolean> {
    try {
      await this.client.statObject(bucket, key);
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  /** Removing an object that is already gone is not an error, so a retried removal is harmless. */
  async remove(objects: Array<{ bucket: string; key: string }>): Promise<void> {
    await Promise.all(objects.map(({ bucket, key }) => this.client.removeObject(bucket, key)));
  }

  readonly healthCheck: HealthCheck = {
    name: 's3',
    check: async () => {
      for (const kind of BUCKET_KINDS) {
        const bucket = this.bucketFor(kind);
        if (!(await this.client.bucketExists(bucket)))
          throw new Error(`bucket ${bucket} is missing`);
      }
    },
  };
}

const isMissingObject = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
};

function notFoundWhenMissing(error: unknown): never {
  if (isMissingObject(error)) throw new NotFoundException(fileMessages.documentNotFound);
  throw error;
}
