import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import type { OrdersConfig } from './config.js';
import { Counterparty } from './counterparties/counterparty.entity.js';
import { CounterpartiesModule } from './counterparties/counterparties.module.js';
import { CreateCounterparties1763856100000 } from './migrations/1763856100000-create-counterparties.js';
import { CreateOrdersAndItems1763856200000 } from './migrations/1763856200000-create-orders-and-items.js';

@Module({})
export class AppModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'orders',
          entities: [Counterparty],
          migrations: [CreateCounterparties1763856100000, CreateOrdersAndItems1763856200000],
        }),
        HealthModule.forRoot(),
        CounterpartiesModule,
      ],
    };
  }
}
