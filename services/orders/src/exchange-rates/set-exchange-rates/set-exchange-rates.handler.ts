import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ExchangeRatesAnswer } from '@silkway/contracts';
import { ExchangeRatesRepository } from '../exchange-rates.repository.js';
import { SetExchangeRatesCommand } from './set-exchange-rates.command.js';

/** Sets a day's rates; payments already recorded keep the rate they were recorded with. */
@CommandHandler(SetExchangeRatesCommand)
export class SetExchangeRatesHandler implements ICommandHandler<SetExchangeRatesCommand> {
  constructor(private readonly rates: ExchangeRatesRepository) {}

  execute({ date, rates, username }: SetExchangeRatesCommand): Promise<ExchangeRatesAnswer> {
    return this.rates.set(date, rates, username);
  }
}
