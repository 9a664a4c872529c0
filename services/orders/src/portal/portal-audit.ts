import { Audit } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';

export type PortalActivity = 'invite' | 'revoke' | 'download';

export interface PortalActivityRecord {
  activity: PortalActivity;
  counterpartyId: number;
  /** What it was about: the client's name, or the document and order code downloaded. */
  summary: string;
}

/**
 * The one place client accounts tell the audit log what happened (docs/portal-accounts.md "Audit",
 * docs/audit-log.md): an entry in the transaction of the change. An invitation or a revocation is
 * a member of staff changing the client's portal access (invite, revoke); a download is the
 * client's own, named `client:<id>` (its sign-ins identity records, which uses the links up).
 */
export const PortalAudit = {
  record(
    manager: EntityManager,
    { activity, counterpartyId, summary }: PortalActivityRecord,
  ): void {
    if (activity === 'invite' || activity === 'revoke') {
      const invited = activity === 'invite';
      Audit.record(manager, {
        action: 'update',
        entity: 'counterparty',
        entityId: counterpartyId,
        summary,
        changes: [{ field: 'portalAccess', from: String(!invited), to: String(invited) }],
      });
      return;
    }
    Audit.record(manager, {
      action: activity,
      entity: 'counterparty',
      entityId: counterpartyId,
      summary,
      changes: [],
      actor: `client:${counterpartyId}`,
    });
  },
};
