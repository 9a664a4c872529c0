import { z } from 'zod';
import { errorBody } from './common.js';

/**
 * Optimistic concurrency (docs/product-decisions.md "No silent overwrite"): every admin record
 * carries a `version` that grows on each change, its single-record GET answers it as an ETag, and
 * a write sent with `If-Match` of an older version is refused with 412 instead of overwriting.
 */
export const recordVersion = z.number().int().positive();

/** The kinds of record that carry a version, named as the audit log names them. */
export const VERSIONED_RECORDS = [
  'order',
  'item',
  'counterparty',
  'warehouse',
  'stock',
  'truck',
  'payment',
  'quote-request',
  'contact-message',
  'user',
] as const;
export type VersionedRecord = (typeof VERSIONED_RECORDS)[number];

export const IF_MATCH_HEADER = 'if-match';
export const ETAG_HEADER = 'etag';

/** The strong entity tag of one version of a record: `"order-12-v3"`. */
export const versionTag = (record: VersionedRecord, id: number, version: number): string =>
  `"${record}-${id}-v${version}"`;

/** The `If-Match` header a screen sends with a save of the version it read. */
export const ifMatch = (
  record: VersionedRecord,
  id: number,
  version: number,
): Record<string, string> => ({ 'If-Match': versionTag(record, id, version) });

const TAG = /^"([a-z-]+)-(\d+)-v(\d+)"$/;

export interface ExpectedVersion {
  record: string;
  id: number;
  version: number;
}

/**
 * What an `If-Match` header expects: undefined when it is absent or `*` (any version), null when
 * it is no tag of ours (the caller answers 400).
 */
export function expectedVersionOf(header: string | undefined): ExpectedVersion | undefined | null {
  const value = header?.trim();
  if (!value || value === '*') return undefined;
  const match = TAG.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  const version = Number(match[3]);
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(version)) return null;
  return { record: match[1]!, id, version };
}

/** Who made a record's latest change and when, as the audit log knows it (null when it has no entry). */
export const lastChangeAnswer = z.object({ username: z.string(), at: z.string() }).nullable();
export type LastChangeAnswer = z.infer<typeof lastChangeAnswer>;

/** The 412 answer: the record as it now is (its answer with its new version) and who changed it last. */
export const staleVersionBody = errorBody.extend({
  current: z.looseObject({ version: recordVersion, lastChange: lastChangeAnswer }),
});
export type StaleVersionBody = z.infer<typeof staleVersionBody>;
