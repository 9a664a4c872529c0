import { Query } from '@nestjs/cqrs';
import type { RequestKind } from '@silkway/contracts';
import type { RequestDetailOf } from '../request-kinds.js';

export class GetRequestQuery<K extends RequestKind = RequestKind> extends Query<
  RequestDetailOf<K>
> {
  constructor(
    readonly kind: K,
    readonly id: number,
  ) {
    super();
  }
}
