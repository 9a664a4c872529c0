import { Module } from '@nestjs/common';
import { ExchangeRatesRepository } from './exchange-rates.repository.js';
import { GetExchangeRatesController } from './get-exchange-rates/get-exchange-rates.http.js';
import { GetExchangeRatesHandler } from './get-exchange-rates/get-exchange-rates.handler.js';
import { SetExchangeRatesController } from './set-exchange-rates/set-exchange-rates.http.js';
import { SetExchangeRatesHandler } from './set-exchange-rates/set-exchange-rates.handler.js';

@Module({
  controllers: [GetExchangeRatesController, SetExchangeRatesController],
  providers: [ExchangeRatesRepository, GetExchangeRatesHandler, SetExchangeRatesHandler],
  exports: [ExchangeRatesRepository],
})
export class ExchangeRatesModule {}
