import { api, exchangeRateDateParams, exchangeRatesBody } from '@silkway/contracts';
import { paramCommandController } from '@silkway/service-kit';
import { SetExchangeRatesCommand } from './set-exchange-rates.command.js';

export const SetExchangeRatesController = paramCommandController(
  api.exchangeRates.set,
  { name: 'date', schema: exchangeRateDateParams.shape.date },
  exchangeRatesBody,
  (date, rates, { username }) => new SetExchangeRatesCommand(date, rates, username),
);
