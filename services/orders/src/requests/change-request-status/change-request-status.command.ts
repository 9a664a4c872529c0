import { Command } from '@nestjs/cqrs';
import type { RequestKind, RequestStatusPatchBody } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';
import type { RequestDetailOf } from '../request-kinds.js';

export class ChangeRequestStatusCommand<K extends RequestKind = RequestKind> extends Command<
  RequestDetailOf<K>
> {
  constructor(
    readonly kind: K,
    readonly id: number,
    readonly change: RequestStatusPatchBody,
    readonly username: string,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
