import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { RequestKind } from '@silkway/contracts';
import { Audit, auditFields, refuseStaleVersion } from '@silkway/service-kit';
import { GetRequestQuery } from '../get-request/get-request.query.js';
import type { RequestDetailOf } from '../request-kinds.js';
import { changeRequestStatus } from '../request-status-history.js';
import { RequestsRepository } from '../requests.repository.js';
import { ChangeRequestStatusCommand } from './change-request-status.command.js';

/** Any status may follow any other; each change keeps who made it, when, and the note. */
@CommandHandler(ChangeRequestStatusCommand)
export class ChangeRequestStatusHandler implements ICommandHandler<ChangeRequestStatusCommand> {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({
    kind,
    id,
    change,
    username,
    expected,
  }: ChangeRequestStatusCommand): Promise<RequestDetailOf<RequestKind>> {
    const entity = kind === 'quote' ? 'quote-request' : 'contact-message';
    await this.requests.transaction(async (manager) => {
      const request = await this.requests.findByIdForUpdateOrFail(manager, kind, id);
      await refuseStaleVersion(manager, expected, entity, request, () =>
        this.queries.execute(new GetRequestQuery(kind, id)),
      );
      const before = auditFields(request);
      await changeRequestStatus(manager, kind, request, change, username);
      Audit.record(manager, {
        action: 'update',
        entity,
        entityId: id,
        summary: request.name,
        before,
        after: { ...auditFields(request), ...(change.note ? { note: change.note } : {}) },
      });
    });
    return this.queries.execute(new GetRequestQuery(kind, id));
  }
}
