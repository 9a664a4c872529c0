import { Controller, Query, Res } from '@nestjs/common';
import {
  api,
  type AuditEntryAnswer,
  auditExportQuery,
  type AuditExportQuery,
  auditListQuery,
  type AuditListQuery,
} from '@silkway/contracts';
import {
  Endpoint,
  sendSheet,
  type SheetColumn,
  sheetStream,
  validated,
} from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { AuditEntriesRepository } from './audit-entries.repository.js';

const changesText = ({ changes }: AuditEntryAnswer) =>
  changes.map(({ field, from, to }) => `${field}: ${from ?? '—'} → ${to ?? '—'}`).join('; ');

const AUDIT_SHEET_COLUMNS: readonly SheetColumn<AuditEntryAnswer>[] = [
  { heading: 'Время', kind: 'datetime', value: (entry) => new Date(entry.at) },
  { heading: 'Сотрудник', kind: 'text', value: (entry) => entry.username },
  { heading: 'Действие', kind: 'text', value: (entry) => entry.action },
  { heading: 'Запись', kind: 'text', value: (entry) => entry.entity },
  { heading: 'Номер записи', kind: 'text', value: (entry) => entry.entityId },
  { heading: 'Описание', kind: 'text', value: (entry) => entry.summary },
  { heading: 'Изменения', kind: 'text', value: changesText },
  { heading: 'IP', kind: 'text', value: (entry) => entry.ip },
  { heading: 'Канал', kind: 'text', value: (entry) => entry.via },
];

/** The audit log for the owner: a page of it, or all of it as CSV (docs/audit-log.md). */
@Controller()
export class AuditLogController {
  constructor(private readonly entries: AuditEntriesRepository) {}

  @Endpoint(api.audit.list)
  async list(
    @Query(validated(auditListQuery)) { limit, offset, ...filter }: AuditListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryAnswer[]> {
    const { entries, total } = await this.entries.page(filter, limit, offset);
    void reply.header('X-Total-Count', String(total));
    return entries;
  }

  @Endpoint(api.audit.exportCsv)
  exportCsv(
    @Query(validated(auditExportQuery)) filter: AuditExportQuery,
    @Res() reply: FastifyReply,
  ): FastifyReply {
    const sheet = sheetStream({
      format: 'csv',
      sheetName: 'audit',
      columns: AUDIT_SHEET_COLUMNS,
      rows: this.entries.stream(filter),
    });
    return sendSheet(reply, 'audit', 'csv', sheet);
  }
}
