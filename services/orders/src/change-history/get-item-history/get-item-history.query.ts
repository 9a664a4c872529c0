import { Query } from '@nestjs/cqrs';
import type { ChangeHistoryEntryAnswer } from '@silkway/contracts';

export class GetItemHistoryQuery extends Query<ChangeHistoryEntryAnswer[]> {
  constructor(readonly itemId: number) {
    super();
  }
}
