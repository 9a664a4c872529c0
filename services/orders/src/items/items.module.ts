import { Module } from '@nestjs/common';
import { AddItemHandler } from './add-item/add-item.handler.js';
import { AddItemController, AddItemToOrderController } from './add-item/add-item.http.js';
import { ChangeItemStatusHandler } from './change-item-status/change-item-status.handler.js';
import { ChangeItemStatusController } from './change-item-status/change-item-status.http.js';
import { ChangeItemsInBulkHandler } from './change-items-in-bulk/change-items-in-bulk.handler.js';
import { ChangeItemsInBulkController } from './change-items-in-bulk/change-items-in-bulk.http.js';
import { SpreadsheetUploads } from '@silkway/service-kit';
import { ImportItemsHandler } from './import-items/import-items.handler.js';
import {
  ImportItemsController,
  ItemsTemplateController,
} from './import-items/import-items.http.js';
import { ItemEditor } from './item-editor.js';
import { ItemsRepository } from './items.repository.js';
import { PhotoStore } from './photos/photo-store.js';
import { RemoveItemHandler } from './remove-item/remove-item.handler.js';
import { RemoveItemController } from './remove-item/remove-item.http.js';
import { ReplaceItemPhotosHandler } from './replace-item-photos/replace-item-photos.handler.js';
import { ReplaceItemPhotosController } from './replace-item-photos/replace-item-photos.http.js';
import { LetGoOfLineWhenStockLineRemovedHandler } from './stock/let-go-of-line-when-stock-line-removed.handler.js';
import { MarkItemWhenStockAnsweredHandler } from './stock/mark-item-when-stock-answered.handler.js';
import { TrucksModule } from '../trucks/trucks.module.js';
import { WarehousesModule } from '../warehouses/warehouses.module.js';
import { UpdateItemHandler } from './update-item/update-item.handler.js';
import { UpdateItemController } from './update-item/update-item.http.js';

@Module({
  imports: [TrucksModule, WarehousesModule],
  controllers: [
    AddItemToOrderController,
    AddItemController,
    UpdateItemController,
    RemoveItemController,
    ChangeItemStatusController,
    ChangeItemsInBulkController,
    ReplaceItemPhotosController,
    ImportItemsController,
    ItemsTemplateController,
  ],
  providers: [
    ItemsRepository,
    PhotoStore,
    ItemEditor,
    AddItemHandler,
    UpdateItemHandler,
    RemoveItemHandler,
    ChangeItemStatusHandler,
    ChangeItemsInBulkHandler,
    ReplaceItemPhotosHandler,
    MarkItemWhenStockAnsweredHandler,
    LetGoOfLineWhenStockLineRemovedHandler,
    ImportItemsHandler,
    SpreadsheetUploads,
  ],
  exports: [
    ItemsRepository,
    MarkItemWhenStockAnsweredHandler,
    LetGoOfLineWhenStockLineRemovedHandler,
  ],
})
export class ItemsModule {}
