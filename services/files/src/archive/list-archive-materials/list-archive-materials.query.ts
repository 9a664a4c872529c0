import { Query } from '@nestjs/cqrs';
import type { ArchiveMaterialAnswer } from '@silkway/contracts';

export class ListArchiveMaterialsQuery extends Query<ArchiveMaterialAnswer[]> {
  /** `folderId` null: the top level. */
  constructor(readonly folderId: number | null) {
    super();
  }
}
