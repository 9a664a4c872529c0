import { Body, Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { api, type GatewayAuditEntries, gatewayAuditEntries } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { AuditEntriesRepository } from './audit-entries.repository.js';

/**
 * Internal: the gateway's own entries (sign-ins, failed sign-ins, sign-outs, staff changes), which
 * change nothing in a service. The gateway keeps each one in its identity schema first and sends
 * it here with the id it got there, again until it is taken: an entry sent twice is stored once
 * (docs/audit-log.md "The gateway's entries").
 */
@Controller()
export class RecordGatewayEntryController {
  constructor(
    private readonly entries: AuditEntriesRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Endpoint(api.internal.recordAuditEntries)
  async record(
    @Body(validated(gatewayAuditEntries)) { entries }: GatewayAuditEntries,
  ): Promise<void> {
    await this.entries.append(
      this.dataSource.manager,
      entries.map(({ id, at, entry }) => ({
        id,
        type: 'audit.recorded',
        occurredAt: at,
        payload: entry,
      })),
    );
  }
}
