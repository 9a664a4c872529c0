import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module.js';
import { GetItemHistoryHandler } from './get-item-history/get-item-history.handler.js';
import { GetItemHistoryController } from './get-item-history/get-item-history.http.js';
import { RecordHistoryWhenItemChangedHandler } from './record-history-when-item-changed.handler.js';

@Module({
  imports: [ItemsModule],
  controllers: [GetItemHistoryController],
  providers: [GetItemHistoryHandler, RecordHistoryWhenItemChangedHandler],
  exports: [RecordHistoryWhenItemChangedHandler],
})
export class ChangeHistoryModule {}
