import { Query } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';
import type { FileOwner } from '../file-owner.js';

export class ListFoldersQuery extends Query<FolderAnswer[]> {
  constructor(readonly owner: FileOwner) {
    super();
  }
}
