import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { SERVICE_PORTS } from '@silkway/service-kit/internal-calls';
import { z } from 'zod';

export const filesConfig = baseServiceConfig
  .extend({
    FILES_PORT: portSetting(SERVICE_PORTS.files),
    /** Empty: the embedded S3 server that `npm start` runs on S3_PORT. */
    S3_ENDPOINT: z.url().optional(),
    S3_PORT: portSetting(9000),
    S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
    S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Buckets are `<prefix>-<kind>`; tests use their own prefix. */
    S3_BUCKET_PREFIX: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{1,30}$/)
      .default('silkway'),
    /** Key of the signed links to stored files (docs/security.md "Stored files"); change it in production. */
    FILE_LINK_SECRET: z
      .string()
      .min(16, 'FILE_LINK_SECRET must be at least 16 characters')
      .default('silkway-dev-file-link-secret'),
    /** Largest accepted file; must stay under the 64 MiB single-PUT size (docs/architecture.md, "Known limits of the local tools"). */
    FILE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(64 * 1024 * 1024)
      .default(20 * 1024 * 1024),
  })
  .transform((config) => ({
    ...config,
    S3_ENDPOINT: config.S3_ENDPOINT ?? `http://127.0.0.1:${config.S3_PORT}`,
  }));
export type FilesConfig = z.output<typeof filesConfig>;
