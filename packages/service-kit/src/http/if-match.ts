import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpStatus,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import {
  ETAG_HEADER,
  type ExpectedVersion,
  expectedVersionOf,
  IF_MATCH_HEADER,
  type LastChangeAnswer,
  type VersionedRecord,
  versionTag,
} from '@silkway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { EntityManager } from 'typeorm';
import { OutboxMessage } from '../outbox/outbox-message.entity.js';
import { Refusal } from './refusal.js';

export type { ExpectedVersion } from '@silkway/contracts';

/**
 * The version a write's `If-Match` header expects (docs/product-decisions.md "No silent overwrite"):
 * undefined without the header (the write behaves as it always did), 400 when it is no tag of ours.
 */
export const IfMatch = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ExpectedVersion | undefined => {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers[IF_MATCH_HEADER];
    const expected = expectedVersionOf(Array.isArray(header) ? header.join(',') : header);
    if (expected === null) throw new Refusal(HttpStatus.BAD_REQUEST, 'ifMatchMalformed');
    return expected;
  },
);

/** 412: the record changed since the caller read it; `current` is the record now, with who changed it last. */
export class StaleVersion extends Refusal {
  constructor(readonly current: object) {
    super(HttpStatus.PRECONDITION_FAILED, 'staleVersion');
  }
}

interface VersionedRow {
  id: number;
  version: number;
  /** The audit log's name of the record where it is not its id (a staff account's username). */
  entityId?: string;
}

/**
 * Refuses the write with {@link StaleVersion} unless `row` (locked by the caller in `manager`'s
 * transaction, so nobody changes it between this check and the write) is the version `expected`
 * names. `current` reads the record's answer for the refusal.
 */
export async function refuseStaleVersion(
  manager: EntityManager,
  expected: ExpectedVersion | undefined,
  record: VersionedRecord,
  row: VersionedRow,
  current: () => Promise<object>,
): Promise<void> {
  if (!expected) return;
  if (expected.record === record && expected.id === row.id && expected.version === row.version)
    return;
  const [answer, lastChange] = await Promise.all([
    current(),
    lastChangeOf(manager, record, row.entityId ?? String(row.id)),
  ]);
  throw new StaleVersion({ ...answer, lastChange });
}

/**
 * Refuses a write of several records at once when any of them is not the version the caller read
 * (`expected`: id → version; ids it names no version for are not checked): the whole call writes nothing.
 */
export async function refuseAnyStaleVersion(
  manager: EntityManager,
  expected: ReadonlyMap<number, number>,
  record: VersionedRecord,
  rows: readonly VersionedRow[],
  current: (id: number) => Promise<object>,
): Promise<void> {
  const stale = rows.find((row) => expected.has(row.id) && expected.get(row.id) !== row.version);
  if (!stale) return;
  await refuseStaleVersion(
    manager,
    { record, id: stale.id, version: expected.get(stale.id)! },
    record,
    stale,
    () => current(stale.id),
  );
}

/**
 * Who made the record's latest change, read from the `audit.recorded` events of the service's
 * outbox (written in each change's own transaction, kept for days after delivery).
 */
async function lastChangeOf(
  manager: EntityManager,
  record: VersionedRecord,
  entityId: string,
): Promise<LastChangeAnswer> {
  const event = await manager
    .createQueryBuilder(OutboxMessage, 'event')
    .where(`event.type = 'audit.recorded'`)
    .andWhere(`event.payload->>'entity' = :record`, { record })
    .andWhere(`event.payload->>'entityId' = :id`, { id: entityId })
    .orderBy('event.occurredAt', 'DESC')
    .getOne();
  if (!event) return null;
  return {
    username: (event.payload as { username: string }).username,
    at: event.occurredAt.toISOString(),
  };
}

/** A single-record GET whose answer carries `id` and `version` answers them as its ETag too. */
export const AnswersVersionTag = (record: VersionedRecord): MethodDecorator =>
  UseInterceptors({
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      return next.handle().pipe(
        map((answer: VersionedRow) => {
          void reply.header(ETAG_HEADER, versionTag(record, answer.id, answer.version));
          return answer;
        }),
      );
    },
  } satisfies NestInterceptor);
