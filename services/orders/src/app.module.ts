import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import type { OrdersConfig } from './config.js';
import { Counterparty } from './entities/counterparty.entity.js';
import { CounterpartiesModule } from './counterparties/counterparties.module.js';
import { NewestItemsByNameStart1763860900000 } from './migrations/1763860900000-newest-items-by-name-start.js';
import { UniqueTrackingCodes1795650000000 } from './migrations/1795650000000-unique-tracking-codes.js';
import { PortalAccounts1795660000000 } from './migrations/1795660000000-portal-accounts.js';
import { AnnouncePortalClients1795700000000 } from './migrations/1795700000000-announce-portal-clients.js';
import { QuoteRequestsLetGo1796300100000 } from './migrations/1796300100000-quote-requests-let-go.js';
import { ItemWarehousesLetGo1796300300000 } from './migrations/1796300300000-item-warehouses-let-go.js';
import { RecordVersions1796500000000 } from './migrations/1796500000000-record-versions.js';
import { CounterpartySums1796600000000 } from './migrations/1796600000000-counterparty-sums.js';
import { PortalTelegram1796800000000 } from './migrations/1796800000000-portal-telegram.js';
import { DropPortalSignInTokens1797100000100 } from './migrations/1797100000100-drop-portal-sign-in-tokens.js';
import { PortalModule } from './portal/portal.module.js';
import { CreateCounterparties1763856100000 } from './migrations/1763856100000-create-counterparties.js';
import { CreateOrdersAndItems1763856200000 } from './migrations/1763856200000-create-orders-and-items.js';
import { CreatePublicSubmissions1763857000000 } from './migrations/1763857000000-create-public-submissions.js';
import { CreateBlog1763857100000 } from './migrations/1763857100000-create-blog.js';
import { SearchOnIndexes1763858000000 } from './migrations/1763858000000-search-on-indexes.js';
import { StatsModule } from './stats/stats.module.js';
import { QuoteRequest } from './quote-requests/quote-request.entity.js';
import { QuoteRequestsModule } from './quote-requests/quote-requests.module.js';
import { ContactMessage } from './contact-messages/contact-message.entity.js';
import { ContactMessagesModule } from './contact-messages/contact-messages.module.js';
import { BlogArticle } from './blog/blog-article.entity.js';
import { BlogArticleTranslation } from './blog/blog-article-translation.entity.js';
import { BlogModule } from './blog/blog.module.js';
import { Order } from './entities/order.entity.js';
import { OrderItem } from './entities/order-item.entity.js';
import { ChangeHistoryEntry } from './change-history/change-history-entry.entity.js';
import { OrdersModule } from './orders/orders.module.js';
import { EventsModule } from './events/events.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { TrackingModule } from './tracking/tracking.module.js';
import { SearchModule } from './search/search.module.js';
import { ScanModule } from './scan/scan.module.js';
import { RequestsInbox1763860300000 } from './migrations/1763860300000-requests-inbox.js';
import { RequestStatusChange } from './requests/request-status-change.entity.js';
import { RequestsModule } from './requests/requests.module.js';
import { AddItemHistoryStockAndSearchIndexes1763856500000 } from './migrations/1763856500000-add-item-history-stock-and-search-indexes.js';
import { KeepCounterpartiesOfOrdersAndKnowTrucks1763860100000 } from './migrations/1763860100000-keep-counterparties-of-orders-and-know-trucks.js';
import { Truck } from './trucks/truck.entity.js';
import { PaymentsLedger1795670000000 } from './migrations/1795670000000-payments-ledger.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentAllocationRow } from './entities/payment-allocation.entity.js';
import { PaymentsModule } from './payments/payments.module.js';
import { ExchangeRatesModule } from './exchange-rates/exchange-rates.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';

@Module({})
export class AppModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'orders',
          entities: [
            Counterparty,
            QuoteRequest,
            ContactMessage,
            BlogArticle,
            BlogArticleTranslation,
            Order,
            OrderItem,
            ChangeHistoryEntry,
            Truck,
            RequestStatusChange,
            Payment,
            PaymentAllocationRow,
          ],
          migrations: [
            CreateCounterparties1763856100000,
            CreateOrdersAndItems1763856200000,
            AddItemHistoryStockAndSearchIndexes1763856500000,
            CreatePublicSubmissions1763857000000,
            CreateBlog1763857100000,
            SearchOnIndexes1763858000000,
            KeepCounterpartiesOfOrdersAndKnowTrucks1763860100000,
            RequestsInbox1763860300000,
            NewestItemsByNameStart1763860900000,
            UniqueTrackingCodes1795650000000,
            PaymentsLedger1795670000000,
            PortalAccounts1795660000000,
            AnnouncePortalClients1795700000000,
            QuoteRequestsLetGo1796300100000,
            ItemWarehousesLetGo1796300300000,
            RecordVersions1796500000000,
            CounterpartySums1796600000000,
            PortalTelegram1796800000000,
            DropPortalSignInTokens1797100000100,
          ],
        }),
        HealthModule.forRoot(),
        CounterpartiesModule,
        StatsModule,
        QuoteRequestsModule,
        ContactMessagesModule,
        BlogModule,
        OrdersModule,
        DocumentsModule,
        TrackingModule,
        SearchModule,
        ScanModule,
        RequestsModule,
        PortalModule,
        PaymentsModule,
        ExchangeRatesModule,
        DashboardModule,
        EventsModule,
      ],
    };
  }
}
