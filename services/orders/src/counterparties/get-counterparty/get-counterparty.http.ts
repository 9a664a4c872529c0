import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type CounterpartyAnswer, api } from '@silkway/contracts';
import { AnswersVersionTag, Endpoint, validated } from '@silkway/service-kit';
import { GetCounterpartyQuery } from './get-counterparty.query.js';

@Controller()
export class GetCounterpartyController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.counterparties.get)
  @AnswersVersionTag('counterparty')
  get(@Param('id', validated(idParam)) id: number): Promise<CounterpartyAnswer> {
    return this.queries.execute(new GetCounterpartyQuery(id));
  }
}
