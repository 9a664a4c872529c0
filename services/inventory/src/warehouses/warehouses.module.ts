import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateWarehouseHandler } from './create-warehouse/create-warehouse.handler.js';
import { CreateWarehouseController } from './create-warehouse/create-warehouse.http.js';
import { DeleteWarehouseHandler } from './delete-warehouse/delete-warehouse.handler.js';
import { DeleteWarehouseController } from './delete-warehouse/delete-warehouse.http.js';
import { GetWarehouseHandler } from './get-warehouse/get-warehouse.handler.js';
import { GetWarehouseController } from './get-warehouse/get-warehouse.http.js';
import { GetWarehouseInternalController } from './get-warehouse/get-warehouse.internal.http.js';
import { ListWarehousesHandler } from './list-warehouses/list-warehouses.handler.js';
import { ListWarehousesController } from './list-warehouses/list-warehouses.http.js';
import { UpdateWarehouseHandler } from './update-warehouse/update-warehouse.handler.js';
import { UpdateWarehouseController } from './update-warehouse/update-warehouse.http.js';
import { Warehouse } from '../entities/warehouse.entity.js';
import { WarehousesRepository } from './warehouses.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([Warehouse])],
  controllers: [
    ListWarehousesController,
    GetWarehouseController,
    GetWarehouseInternalController,
    CreateWarehouseController,
    UpdateWarehouseController,
    DeleteWarehouseController,
  ],
  providers: [
    WarehousesRepository,
    ListWarehousesHandler,
    GetWarehouseHandler,
    CreateWarehouseHandler,
    UpdateWarehouseHandler,
    DeleteWarehouseHandler,
  ],
  exports: [WarehousesRepository],
})
export class WarehousesModule {}
