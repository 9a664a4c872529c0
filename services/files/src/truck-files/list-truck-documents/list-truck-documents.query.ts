import { Query } from '@nestjs/cqrs';
import type { DocumentAnswer } from '@silkway/contracts';

export class ListTruckDocumentsQuery extends Query<DocumentAnswer[]> {
  constructor(readonly truckId: number) {
    super();
  }
}
