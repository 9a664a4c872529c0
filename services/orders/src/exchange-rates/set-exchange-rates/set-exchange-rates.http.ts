import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  api,
  exchangeRateDateParams,
  type ExchangeRatesAnswer,
  exchangeRatesBody,
  type ExchangeRatesBody,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { AdminUsername } from '../../items/admin-username.decorator.js';
import { SetExchangeRatesCommand } from './set-exchange-rates.command.js';

@Controller()
export class SetExchangeRatesController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.exchangeRates.set)
  set(
    @Param('date', validated(exchangeRateDateParams.shape.date)) date: string,
    @Body(validated(exchangeRatesBody)) rates: ExchangeRatesBody,
    @AdminUsername() username: string,
  ): Promise<ExchangeRatesAnswer> {
    return this.commands.execute(new SetExchangeRatesCommand(date, rates, username));
  }
}
