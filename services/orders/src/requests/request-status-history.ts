import type { RequestKind, RequestStatus } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import type { StoredRequest } from './request-kinds.js';
import { RequestStatusChange } from './request-status-change.entity.js';

/**
 * Sets the request's status and records the change (who, when, the note) in the caller's
 * transaction, the request's row locked. The same status without a note is no change.
 */
export async function changeRequestStatus(
  manager: EntityManager,
  kind: RequestKind,
  request: StoredRequest<RequestKind>,
  change: { status: RequestStatus; note?: string | null | undefined },
  username: string,
): Promise<void> {
  const note = change.note ?? null;
  if (request.status === change.status && note === null) return;
  await manager.insert(RequestStatusChange, {
    requestKind: kind,
    requestId: request.id,
    fromStatus: request.status,
    toStatus: change.status,
    note,
    changedBy: username,
  });
  request.status = change.status;
  await manager.save(request);
}
