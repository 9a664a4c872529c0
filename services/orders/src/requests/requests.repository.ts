import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { InboxEntry, RequestKind, RequestStatusFilter } from '@silkway/contracts';
import { type ListPage, textSearchPattern } from '@silkway/service-kit';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { requestKinds, type StoredRequest } from './request-kinds.js';
import { RequestStatusChange } from './request-status-change.entity.js';

export interface RequestFilter {
  status: RequestStatusFilter;
  /** Matched inside the name, phone (also by its digits alone), e-mail or company, case-insensitively. */
  search?: string;
}

/** Both kinds in one shape: `topic` is the service type of a quote, the subject of a message. */
const inboxRows = `
  SELECT 'quote' AS kind, id, name, phone, email, company, service_type AS topic, status, received_at FROM orders.quote_requests
  UNION ALL
  SELECT 'contact' AS kind, id, name, phone, email, NULL AS company, subject AS topic, status, received_at FROM orders.contact_messages`;

interface InboxRow {
  kind: RequestKind;
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  company: string | null;
  topic: string;
  status: InboxEntry['status'];
  received_at: Date;
}

@Injectable()
export class RequestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findPageNewestFirst<K extends RequestKind>(
    kind: K,
    filter: RequestFilter,
    limit: number,
    offset: number,
  ): Promise<ListPage<StoredRequest<K>>> {
    const { entity } = requestKinds[kind];
    const { conditions, parameters } = filterConditions(filter, kind === 'quote');
    const where = whereOf(conditions);
    const [ids, [counted]] = await Promise.all([
      this.dataSource.query(
        `SELECT id FROM ${requestKinds[kind].table} r ${where} ORDER BY received_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        parameters,
      ) as Promise<Array<{ id: number }>>,
      this.dataSource.query(
        `SELECT count(*)::int AS count FROM ${requestKinds[kind].table} r ${where}`,
        parameters,
      ) as Promise<Array<{ count: number }>>,
    ]);
    const found = ids.length
      ? await this.dataSource.manager.findBy<StoredRequest<K>>(
          entity as never,
          { id: In(ids.map(({ id }) => id)) } as never,
        )
      : [];
    const byId = new Map(found.map((request) => [request.id, request]));
    return {
      entries: ids.map(({ id }) => byId.get(id)!).filter(Boolean),
      total: counted?.count ?? 0,
    };
  }

  /** Both kinds, newest first, optionally one kind only. */
  async findInboxPage(
    kind: RequestKind | 'all',
    filter: RequestFilter,
    limit: number,
    offset: number,
  ): Promise<ListPage<InboxEntry>> {
    const { conditions, parameters } = filterConditions(filter, true);
    if (kind !== 'all') {
      parameters.push(kind);
      conditions.push(`r.kind = $${parameters.length}`);
    }
    const clause = whereOf(conditions);
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM (${inboxRows}) r ${clause} ORDER BY received_at DESC, kind, id DESC LIMIT ${limit} OFFSET ${offset}`,
        parameters,
      ) as Promise<InboxRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS count FROM (${inboxRows}) r ${clause}`,
        parameters,
      ) as Promise<Array<{ count: number }>>,
    ]);
    return {
      entries: rows.map(({ received_at, ...row }) => ({
        ...row,
        receivedAt: received_at.toISOString(),
      })),
      total: counted?.count ?? 0,
    };
  }

  async findByIdOrFail<K extends RequestKind>(
    kind: K,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredRequest<K>> {
    const request = await manager.findOneBy<StoredRequest<K>>(
      requestKinds[kind].entity as never,
      { id } as never,
    );
    if (!request) throw new NotFoundException(requestKinds[kind].notFound);
    return request;
  }

  /** Locks the row for the rest of the caller's transaction: status changes and conversions run one at a time. */
  async findByIdForUpdateOrFail<K extends RequestKind>(
    manager: EntityManager,
    kind: K,
    id: number,
  ): Promise<StoredRequest<K>> {
    const request = await manager.findOne<StoredRequest<K>>(requestKinds[kind].entity as never, {
      where: { id } as never,
      lock: { mode: 'pessimistic_write' },
    });
    if (!request) throw new NotFoundException(requestKinds[kind].notFound);
    return request;
  }

  findHistoryOldestFirst(kind: RequestKind, requestId: number): Promise<RequestStatusChange[]> {
    return this.dataSource.manager.find(RequestStatusChange, {
      where: { requestKind: kind, requestId },
      order: { id: 'ASC' },
    });
  }

  async countNew(kind: RequestKind): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM ${requestKinds[kind].table} WHERE status = 'new'`,
    )) as Array<{ count: number }>;
    return row?.count ?? 0;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

const whereOf = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

function filterConditions(
  { status, search }: RequestFilter,
  hasCompany: boolean,
): { conditions: string[]; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  if (status !== 'all') {
    parameters.push(status);
    conditions.push(`r.status = $${parameters.length}`);
  }
  if (search) {
    parameters.push(textSearchPattern(search));
    const p = `$${parameters.length}`;
    const matches = [
      `lower(r.name) LIKE ${p}`,
      `lower(coalesce(r.phone, '')) LIKE ${p}`,
      `lower(coalesce(r.email, '')) LIKE ${p}`,
    ];
    if (hasCompany) matches.push(`lower(coalesce(r.company, '')) LIKE ${p}`);
    // "901234567" finds "+992 90 123 45 67".
    const digits = search.replace(/\D/g, '');
    if (digits.length >= 3) {
      parameters.push(`%${digits}%`);
      matches.push(
        `regexp_replace(coalesce(r.phone, ''), '\\D', '', 'g') LIKE $${parameters.length}`,
      );
    }
    conditions.push(`(${matches.join(' OR ')})`);
  }
  return { conditions, parameters };
}
