import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import type { OrdersConfig } from './config.js';
import { Counterparty } from './counterparties/counterparty.entity.js';
import { CounterpartiesModule } from './counterparties/counterparties.module.js';
import { CreateCounterparties1763856100000 } from './migrations/1763856100000-create-counterparties.js';
import { CreateOrdersAndItems1763856200000 } from './migrations/1763856200000-create-orders-and-items.js';
import { CreatePublicSubmissions1763857000000 } from './migrations/1763857000000-create-public-submissions.js';
import { CreateBlog1763857100000 } from './migrations/1763857100000-create-blog.js';
import { StatsModule } from './stats/stats.module.js';
import { QuoteRequest } from './quote-requests/quote-request.entity.js';
import { QuoteRequestsModule } from './quote-requests/quote-requests.module.js';
import { ContactMessage } from './contact-messages/contact-message.entity.js';
import { ContactMessagesModule } from './contact-messages/contact-messages.module.js';
import { BlogArticle } from './blog/blog-article.entity.js';
import { BlogArticleTranslation } from './blog/blog-article-translation.entity.js';
import { BlogModule } from './blog/blog.module.js';

@Module({})
export class AppModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'orders',
          entities: [Counterparty, QuoteRequest, ContactMessage, BlogArticle, BlogArticleTranslation],
          migrations: [CreateCounterparties1763856100000, CreateOrdersAndItems1763856200000, CreatePublicSubmissions1763857000000, CreateBlog1763857100000],
        }),
        HealthModule.forRoot(),
        CounterpartiesModule,
        StatsModule,
        QuoteRequestsModule,
        ContactMessagesModule,
        BlogModule,
      ],
    };
  }
}
