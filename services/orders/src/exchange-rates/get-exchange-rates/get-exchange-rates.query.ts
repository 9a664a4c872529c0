import { Query } from '@nestjs/cqrs';
import type { ExchangeRatesAnswer } from '@silkway/contracts';

export class GetExchangeRatesQuery extends Query<ExchangeRatesAnswer> {
  constructor(readonly date: string) {
    super();
  }
}
