import { Command } from '@nestjs/cqrs';
import type { ExchangeRatesAnswer, ExchangeRatesBody } from '@silkway/contracts';

export class SetExchangeRatesCommand extends Command<ExchangeRatesAnswer> {
  constructor(
    readonly date: string,
    readonly rates: ExchangeRatesBody,
    readonly username: string,
  ) {
    super();
  }
}
