import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import { AuditEntriesRepository } from './audit-log/audit-entries.repository.js';
import { AuditLogController } from './audit-log/audit-log.http.js';
import type { NotificationsConfig } from './config.js';
import { DeliveriesRepository } from './deliveries/deliveries.repository.js';
import { DeliveryQueue } from './deliveries/delivery-queue.js';
import { MailSender } from './deliveries/mail-sender.js';
import { TelegramSender } from './deliveries/telegram-sender.js';
import { NotificationsEventsWorker } from './events/notifications-events.worker.js';
import { CreateNotifications1763859000000 } from './migrations/1763859000000-create-notifications.js';
import { CreateAuditEntries1764150000000 } from './migrations/1764150000000-create-audit-entries.js';
import { PortalFollowers1795700000000 } from './migrations/1795700000000-portal-followers.js';
import { AnswerChatWhenAskedHandler } from './telegram-clients/answer-chat-when-asked.handler.js';
import { PortalTelegramChats1796800000000 } from './migrations/1796800000000-portal-telegram-chats.js';
import { LiveChangesController } from './live-changes/live-changes.http.js';
import { LiveStreams } from './live-changes/live-streams.js';
import { DigestQueue } from './order-updates/digest-queue.js';
import { OrderFollowersController } from './order-updates/order-followers.http.js';
import { RecordChangeWhenStatusChangedHandler } from './order-updates/record-change-when-status-changed.handler.js';
import { SendOrderUpdateHandler } from './order-updates/send-order-update.handler.js';
import { ClientFollowingController } from './portal-accounts/client-following.http.js';
import { KeepClientWhenChangedHandler } from './portal-accounts/keep-client-when-changed.handler.js';
import { SendSignInLinkWhenIssuedHandler } from './portal-accounts/send-sign-in-link-when-issued.handler.js';
import { AlertStaffWhenRequestReceivedHandler } from './staff-alerts/alert-staff-when-request-received.handler.js';
import { RedeemLink } from './subscriptions/redeem-link.js';
import { StartSubscriptionWhenFollowRequestedHandler } from './subscriptions/start-subscription-when-follow-requested.handler.js';
import { SubscriptionLinksController } from './subscriptions/subscription-links.http.js';
import { Webhooks1796700000000 } from './migrations/1796700000000-webhooks.js';
import { RecordDeliveriesWhenChangedHandler } from './webhooks/record-deliveries-when-changed.handler.js';
import { WebhookDeliveriesRepository } from './webhooks/webhook-deliveries.repository.js';
import { WebhookQueue } from './webhooks/webhook-queue.js';
import { Webhooks } from './webhooks/webhooks.js';
import { WebhooksController } from './webhooks/webhooks.http.js';
import { WebhooksRepository } from './webhooks/webhooks.repository.js';

@Module({})
export class AppModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'notifications',
          entities: [],
          migrations: [
            CreateNotifications1763859000000,
            CreateAuditEntries1764150000000,
            PortalFollowers1795700000000,
            Webhooks1796700000000,
            PortalTelegramChats1796800000000,
          ],
        }),
        HealthModule.forRoot(),
      ],
      controllers: [
        SubscriptionLinksController,
        OrderFollowersController,
        AuditLogController,
        ClientFollowingController,
        WebhooksController,
        LiveChangesController,
      ],
      providers: [
        LiveStreams,
        AuditEntriesRepository,
        DeliveriesRepository,
        MailSender,
        TelegramSender,
        DeliveryQueue,
        DigestQueue,
        SendOrderUpdateHandler,
        RecordChangeWhenStatusChangedHandler,
        AlertStaffWhenRequestReceivedHandler,
        StartSubscriptionWhenFollowRequestedHandler,
        SendSignInLinkWhenIssuedHandler,
        KeepClientWhenChangedHandler,
        AnswerChatWhenAskedHandler,
        RedeemLink,
        WebhooksRepository,
        WebhookDeliveriesRepository,
        Webhooks,
        WebhookQueue,
        RecordDeliveriesWhenChangedHandler,
        NotificationsEventsWorker,
      ],
    };
  }
}
