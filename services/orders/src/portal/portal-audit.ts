import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type PortalActivity = 'invite' | 'revoke' | 'sign-in' | 'download';

export interface PortalActivityRecord {
  activity: PortalActivity;
  counterpartyId: number;
  /** What it was about: the client's name, or the document and order code downloaded. */
  summary: string;
}

const logger = new Logger('PortalAudit');

/**
 * The one place client accounts tell the audit log what happened, `via: portal`
 * (docs/portal-accounts.md "Audit"). Until the audit log's outbox helper is in this service the
 * entry is a structured log line; `manager` is the transaction of the change, where that helper
 * will write its event so the entry exists exactly when the change does.
 */
export const PortalAudit = {
  record(_manager: EntityManager, record: PortalActivityRecord): void {
    logger.log({ event: 'portal-audit', via: 'portal', ...record });
  },
};
