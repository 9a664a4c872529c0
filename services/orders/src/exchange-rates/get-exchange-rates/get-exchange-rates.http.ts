import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, type ExchangeRatesAnswer, exchangeRatesQuery, todayIso } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import type { z } from 'zod';
import { GetExchangeRatesQuery } from './get-exchange-rates.query.js';

@Controller()
export class GetExchangeRatesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.exchangeRates.get)
  get(
    @Query(validated(exchangeRatesQuery)) { date }: z.output<typeof exchangeRatesQuery>,
  ): Promise<ExchangeRatesAnswer> {
    return this.queries.execute(new GetExchangeRatesQuery(date ?? todayIso()));
  }
}
