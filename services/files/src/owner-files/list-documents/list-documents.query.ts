import { Query } from '@nestjs/cqrs';
import type { DocumentAnswer } from '@silkway/contracts';
import type { FileOwner } from '../file-owner.js';

export class ListDocumentsQuery extends Query<DocumentAnswer[]> {
  constructor(readonly owner: FileOwner) {
    super();
  }
}
