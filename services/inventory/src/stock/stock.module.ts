import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WarehousesModule } from '../warehouses/warehouses.module.js';
import { AddStockItemHandler } from './add-stock-item/add-stock-item.handler.js';
import { AddStockItemController } from './add-stock-item/add-stock-item.http.js';
import { CountStockByWarehouseHandler } from './count-stock-by-warehouse/count-stock-by-warehouse.handler.js';
import { CountStockByWarehouseController } from './count-stock-by-warehouse/count-stock-by-warehouse.http.js';
import { InventoryItem } from '../entities/inventory-item.entity.js';
import { ListWarehouseStockHandler } from './list-warehouse-stock/list-warehouse-stock.handler.js';
import { ListWarehouseStockController } from './list-warehouse-stock/list-warehouse-stock.http.js';
import { ReduceStockHandler } from './reduce-stock/reduce-stock.handler.js';
import { ReduceStockController } from './reduce-stock/reduce-stock.http.js';
import { ReduceStockWhenReduceRequestedHandler } from './reduce-stock-when-reduce-requested/reduce-stock-when-reduce-requested.handler.js';
import { ReturnStockWhenReturnRequestedHandler } from './return-stock-when-return-requested/return-stock-when-return-requested.handler.js';
import { RemoveStockItemHandler } from './remove-stock-item/remove-stock-item.handler.js';
import { RemoveStockItemController } from './remove-stock-item/remove-stock-item.http.js';
import { SpreadsheetUploads } from '@silkway/service-kit';
import { ExportStockController } from './spreadsheets/export-stock.http.js';
import { ImportStockHandler } from './spreadsheets/import-stock.handler.js';
import {
  ImportStockController,
  StockTemplateController,
} from './spreadsheets/import-stock.http.js';
import { StockRepository } from './stock.repository.js';
import { UpdateStockItemHandler } from './update-stock-item/update-stock-item.handler.js';
import { UpdateStockItemController } from './update-stock-item/update-stock-item.http.js';

@Module({
  imports: [TypeOrmModule.forFeature([InventoryItem]), WarehousesModule],
  controllers: [
    CountStockByWarehouseController,
    ListWarehouseStockController,
    AddStockItemController,
    UpdateStockItemController,
    RemoveStockItemController,
    ReduceStockController,
    ExportStockController,
    ImportStockController,
    StockTemplateController,
  ],
  providers: [
    StockRepository,
    CountStockByWarehouseHandler,
    ListWarehouseStockHandler,
    AddStockItemHandler,
    UpdateStockItemHandler,
    RemoveStockItemHandler,
    ReduceStockHandler,
    ReduceStockWhenReduceRequestedHandler,
    ReturnStockWhenReturnRequestedHandler,
    ImportStockHandler,
    SpreadsheetUploads,
  ],
  exports: [ReduceStockWhenReduceRequestedHandler, ReturnStockWhenReturnRequestedHandler],
})
export class StockModule {}
