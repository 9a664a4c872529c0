import {
  ifMatch,
  staleVersionBody,
  type StaleVersionBody,
  type VersionedRecord,
} from '@silkway/contracts';
import { ApiError } from './api-client.js';
import type { CallOptions } from './api-call.js';

/** A save of a record a screen read: the fields it changes and the version they were read at. */
export interface VersionedSave<Body> {
  body: Body;
  /** Sent as If-Match; a record that carries no version is saved without it. */
  version?: number;
}

/** The call options that send `If-Match` of the version read (none when the record has no version). */
export const ifMatchOptions = (
  record: VersionedRecord,
  id: number,
  version: number | undefined,
): CallOptions => (version === undefined ? {} : { headers: ifMatch(record, id, version) });

/** The 412 a save of a record changed meanwhile answers, with the record as it now is; undefined for any other failure. */
export function readStaleVersion(error: unknown): StaleVersionBody | undefined {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  try {
    const parsed = staleVersionBody.safeParse(JSON.parse(error.responseText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
