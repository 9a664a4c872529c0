import { Query } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';

export class ListTruckFoldersQuery extends Query<FolderAnswer[]> {
  constructor(readonly truckId: number) {
    super();
  }
}
