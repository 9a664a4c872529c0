import type { AuditRecordedPayload } from '../audit.js';

/** An `audit.recorded` entry: malika changed item 7 in the back office; `fields` change it. */
export const auditEntry = (fields: Partial<AuditRecordedPayload> = {}): AuditRecordedPayload => ({
  username: 'malika',
  action: 'update',
  entity: 'item',
  entityId: '7',
  summary: 'A-1 · Плитка',
  changes: [],
  ip: null,
  via: 'ui',
  ...fields,
});
