import { Module } from '@nestjs/common';
import { LetGoOfWarehouseWhenWarehouseRemovedHandler } from './let-go-of-warehouse-when-warehouse-removed.handler.js';
import { WarehouseLink } from './warehouse-link.js';

@Module({
  providers: [WarehouseLink, LetGoOfWarehouseWhenWarehouseRemovedHandler],
  exports: [WarehouseLink, LetGoOfWarehouseWhenWarehouseRemovedHandler],
})
export class WarehousesModule {}
