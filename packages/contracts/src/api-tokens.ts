import { z } from 'zod';
import { requiredTextField } from './form-fields.js';
import { ROLES } from './roles.js';
import { roleField } from './staff.js';

/**
 * API tokens (issue 35 §1, docs/integrations.md): `swk_<prefix>_<secret>`; identity keeps the
 * SHA-256 of the whole token, the gateway finds its role by that digest in Redis.
 */
export const API_TOKEN_PATTERN = /^swk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/**
 * A token's calls act as `token:<name>` in the audit log and to the services: a colon is in no staff
 * username, so a token never passes for a colleague whatever it is called.
 */
export const API_TOKEN_ACTOR_PREFIX = 'token:';

export const apiTokenMessages = {
  name: 'Название токена: от 1 до 100 символов',
  expiresAt: 'Срок действия: дата и время в будущем (ISO 8601)',
} as const;

/** POST /api/admin/api-tokens. */
export const apiTokenCreateBody = z.object({
  name: requiredTextField(apiTokenMessages.name, 1, 100),
  role: roleField,
  expiresAt: z
    .union([z.iso.datetime({ offset: true, error: apiTokenMessages.expiresAt }), z.null()], {
      error: apiTokenMessages.expiresAt,
    })
    .default(null)
    .refine((at) => at === null || Date.parse(at) > Date.now(), {
      error: apiTokenMessages.expiresAt,
    }),
});
export type ApiTokenCreateBody = z.output<typeof apiTokenCreateBody>;
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateBody>;

/** A token as listed: never its secret. */
export const apiTokenAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  role: z.enum(ROLES),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenAnswer = z.infer<typeof apiTokenAnswer>;

/** The 201 of its creation: the token itself, shown this once. */
export const apiTokenCreatedAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  token: z.string(),
});
export type ApiTokenCreatedAnswer = z.infer<typeof apiTokenCreatedAnswer>;

/** What the gateway keeps of a live token in Redis, under the digest of the token. */
export interface CachedApiToken {
  tokenId: number;
  name: string;
  role: (typeof ROLES)[number];
  /** Epoch milliseconds; null = never. */
  expiresAt: number | null;
}
