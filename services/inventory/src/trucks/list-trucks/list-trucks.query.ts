import { Query } from '@nestjs/cqrs';
import type { TruckAnswer } from '@silkway/contracts';

export class ListTrucksQuery extends Query<TruckAnswer[]> {}
