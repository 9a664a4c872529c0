import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ExchangeRatesAnswer } from '@silkway/contracts';
import { ExchangeRatesRepository } from '../exchange-rates.repository.js';
import { GetExchangeRatesQuery } from './get-exchange-rates.query.js';

@QueryHandler(GetExchangeRatesQuery)
export class GetExchangeRatesHandler implements IQueryHandler<GetExchangeRatesQuery> {
  constructor(private readonly rates: ExchangeRatesRepository) {}

  execute({ date }: GetExchangeRatesQuery): Promise<ExchangeRatesAnswer> {
    return this.rates.ratesOn(date);
  }
}
