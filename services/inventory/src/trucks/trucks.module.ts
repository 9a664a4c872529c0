import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateTruckHandler } from './create-truck/create-truck.handler.js';
import { CreateTruckController } from './create-truck/create-truck.http.js';
import { DeleteTruckHandler } from './delete-truck/delete-truck.handler.js';
import { DeleteTruckController } from './delete-truck/delete-truck.http.js';
import { HoldTruckHandler } from './hold-truck/hold-truck.handler.js';
import { HoldTruckController } from './hold-truck/hold-truck.http.js';
import { ListTrucksHandler } from './list-trucks/list-trucks.handler.js';
import { ListTrucksController } from './list-trucks/list-trucks.http.js';
import { ReleaseTruckHoldHandler } from './release-truck-hold/release-truck-hold.handler.js';
import { ReleaseTruckHoldController } from './release-truck-hold/release-truck-hold.http.js';
import { TruckHold } from './truck-hold.entity.js';
import { Truck } from './truck.entity.js';
import { TrucksRepository } from './trucks.repository.js';
import { UpdateTruckHandler } from './update-truck/update-truck.handler.js';
import { UpdateTruckController } from './update-truck/update-truck.http.js';

@Module({
  imports: [TypeOrmModule.forFeature([Truck, TruckHold])],
  controllers: [
    ListTrucksController,
    CreateTruckController,
    UpdateTruckController,
    DeleteTruckController,
    HoldTruckController,
    ReleaseTruckHoldController,
  ],
  providers: [
    TrucksRepository,
    ListTrucksHandler,
    CreateTruckHandler,
    UpdateTruckHandler,
    DeleteTruckHandler,
    HoldTruckHandler,
    ReleaseTruckHoldHandler,
  ],
  exports: [TrucksRepository],
})
export class TrucksModule {}
