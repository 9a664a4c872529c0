import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrucksModule } from '../trucks/trucks.module.js';
import { ListTruckLoadsHandler } from './list-truck-loads/list-truck-loads.handler.js';
import { ListTruckLoadsController } from './list-truck-loads/list-truck-loads.http.js';
import { TruckLoad } from '../entities/truck-load.entity.js';
import { TruckLoadsProjection } from './truck-loads.projection.js';

@Module({
  imports: [TypeOrmModule.forFeature([TruckLoad]), TrucksModule],
  controllers: [ListTruckLoadsController],
  providers: [ListTruckLoadsHandler, TruckLoadsProjection],
  exports: [TruckLoadsProjection],
})
export class TruckLoadsModule {}
