import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuditRecordedPayload, auditRecordedPayload } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { AuditEntriesRepository } from './audit-entries.repository.js';

/**
 * Internal: the gateway's own entries (sign-ins, failed sign-ins, sign-outs, staff changes), which
 * change nothing in a service: the gateway writes each one here before it answers, and answers 503
 * without a session or change when it cannot (docs/audit-log.md "The gateway's entries").
 */
@Controller('internal/audit-entries')
export class RecordGatewayEntryController {
  constructor(
    private readonly entries: AuditEntriesRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Post()
  @HttpCode(204)
  async record(@Body(validated(auditRecordedPayload)) entry: AuditRecordedPayload): Promise<void> {
    await this.entries.append(this.dataSource.manager, [
      {
        id: randomUUID(),
        type: 'audit.recorded',
        occurredAt: new Date().toISOString(),
        payload: entry,
      },
    ]);
  }
}
