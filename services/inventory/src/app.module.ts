import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import type { InventoryConfig } from './config.js';
import { ShortTrigramPendingLists1763860900000 } from './migrations/1763860900000-short-trigram-pending-lists.js';
import { StockHolds1795650000000 } from './migrations/1795650000000-stock-holds.js';
import { StockHoldsNameTheirOrders1796400000000 } from './migrations/1796400000000-stock-holds-name-their-orders.js';
import { RecordVersions1796500000000 } from './migrations/1796500000000-record-versions.js';
import { TruckHolds1796300000000 } from './migrations/1796300000000-truck-holds.js';
import { CreateWarehousesStockTrucks1763856300000 } from './migrations/1763856300000-create-warehouses-stock-trucks.js';
import { CreateTruckLoads1763856400000 } from './migrations/1763856400000-create-truck-loads.js';
import { SearchStockOnIndexes1763858100000 } from './migrations/1763858100000-search-stock-on-indexes.js';
import { KeepStockOfWarehousesAndAnnounceTrucks1763860200000 } from './migrations/1763860200000-keep-stock-of-warehouses-and-announce-trucks.js';
import { SearchModule } from './search/search.module.js';
import { EventsModule } from './events/events.module.js';
import { InventoryItem } from './entities/inventory-item.entity.js';
import { StockModule } from './stock/stock.module.js';
import { TruckLoad } from './entities/truck-load.entity.js';
import { TruckLoadsModule } from './truck-loads/truck-loads.module.js';
import { TruckHold } from './trucks/truck-hold.entity.js';
import { Truck } from './trucks/truck.entity.js';
import { TrucksModule } from './trucks/trucks.module.js';
import { Warehouse } from './entities/warehouse.entity.js';
import { WarehousesModule } from './warehouses/warehouses.module.js';

@Module({})
export class AppModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'inventory',
          entities: [Warehouse, InventoryItem, Truck, TruckLoad, TruckHold],
          migrations: [
            CreateWarehousesStockTrucks1763856300000,
            CreateTruckLoads1763856400000,
            SearchStockOnIndexes1763858100000,
            KeepStockOfWarehousesAndAnnounceTrucks1763860200000,
            ShortTrigramPendingLists1763860900000,
            StockHolds1795650000000,
            StockHoldsNameTheirOrders1796400000000,
            RecordVersions1796500000000,
            TruckHolds1796300000000,
          ],
        }),
        HealthModule.forRoot(),
        WarehousesModule,
        StockModule,
        TrucksModule,
        TruckLoadsModule,
        SearchModule,
        EventsModule,
      ],
    };
  }
}
