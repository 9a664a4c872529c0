import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryItem } from '../entities/inventory-item.entity.js';
import { SearchStockHandler } from './search-stock/search-stock.handler.js';
import { SearchStockController } from './search-stock/search-stock.http.js';

@Module({
  imports: [TypeOrmModule.forFeature([InventoryItem])],
  controllers: [SearchStockController],
  providers: [SearchStockHandler],
})
export class SearchModule {}
