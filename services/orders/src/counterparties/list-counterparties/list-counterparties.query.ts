import { Query } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';

export class ListCounterpartiesQuery extends Query<CounterpartyAnswer[]> {}
