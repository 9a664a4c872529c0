import { Query } from '@nestjs/cqrs';
import type { ArchiveFolderAnswer } from '@silkway/contracts';

export class ListArchiveFoldersQuery extends Query<ArchiveFolderAnswer[]> {
  /** `parentId` null: the top level. */
  constructor(readonly parentId: number | null) {
    super();
  }
}
