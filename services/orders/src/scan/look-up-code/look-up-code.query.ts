import { Query } from '@nestjs/cqrs';
import type { ScanAnswer } from '@silkway/contracts';

export class LookUpCodeQuery extends Query<ScanAnswer> {
  constructor(readonly code: string) {
    super();
  }
}
