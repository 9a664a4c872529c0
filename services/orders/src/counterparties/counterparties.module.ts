import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CounterpartiesRepository } from './counterparties.repository.js';
import { Counterparty } from '../entities/counterparty.entity.js';
import { CounterpartyBalances } from './counterparty-balances.js';
import { CreateCounterpartyHandler } from './create-counterparty/create-counterparty.handler.js';
import { CreateCounterpartyController } from './create-counterparty/create-counterparty.http.js';
import { DeleteCounterpartyHandler } from './delete-counterparty/delete-counterparty.handler.js';
import { DeleteCounterpartyController } from './delete-counterparty/delete-counterparty.http.js';
import { GetCounterpartyHandler } from './get-counterparty/get-counterparty.handler.js';
import { GetCounterpartyController } from './get-counterparty/get-counterparty.http.js';
import { ListCounterpartiesHandler } from './list-counterparties/list-counterparties.handler.js';
import { ListCounterpartiesController } from './list-counterparties/list-counterparties.http.js';
import { UpdateCounterpartyHandler } from './update-counterparty/update-counterparty.handler.js';
import { UpdateCounterpartyController } from './update-counterparty/update-counterparty.http.js';
import { PortalSignInLinks } from './portal-sign-in-links.js';

@Module({
  imports: [TypeOrmModule.forFeature([Counterparty])],
  controllers: [
    ListCounterpartiesController,
    GetCounterpartyController,
    CreateCounterpartyController,
    UpdateCounterpartyController,
    DeleteCounterpartyController,
  ],
  providers: [
    CounterpartiesRepository,
    CounterpartyBalances,
    ListCounterpartiesHandler,
    GetCounterpartyHandler,
    CreateCounterpartyHandler,
    UpdateCounterpartyHandler,
    DeleteCounterpartyHandler,
    PortalSignInLinks,
  ],
  exports: [CounterpartiesRepository, CounterpartyBalances, PortalSignInLinks],
})
export class CounterpartiesModule {}
