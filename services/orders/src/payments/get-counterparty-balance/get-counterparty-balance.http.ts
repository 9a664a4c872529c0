import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, type CounterpartyBalanceAnswer, idParam } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { GetCounterpartyBalanceQuery } from './get-counterparty-balance.query.js';

@Controller()
export class GetCounterpartyBalanceController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.payments.balance)
  get(@Param('id', validated(idParam)) id: number): Promise<CounterpartyBalanceAnswer> {
    return this.queries.execute(new GetCounterpartyBalanceQuery(id));
  }
}
