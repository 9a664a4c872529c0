import { Query } from '@nestjs/cqrs';
import type {
  ContactMessageDetailAnswer,
  QuoteRequestDetailAnswer,
  RequestKind,
} from '@silkway/contracts';

export type RequestDetailOf<K extends RequestKind> = K extends 'quote'
  ? QuoteRequestDetailAnswer
  : ContactMessageDetailAnswer;

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
