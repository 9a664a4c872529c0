import { Injectable } from '@nestjs/common';
import { eventsWorkerOf } from '@silkway/service-kit';
import { AuditEntriesRepository } from '../audit-log/audit-entries.repository.js';
import { DeliveryQueue } from '../deliveries/delivery-queue.js';
import { RecordChangeWhenStatusChangedHandler } from '../order-updates/record-change-when-status-changed.handler.js';
import { KeepClientWhenChangedHandler } from '../portal-accounts/keep-client-when-changed.handler.js';
import { SendSignInLinkWhenIssuedHandler } from '../portal-accounts/send-sign-in-link-when-issued.handler.js';
import { AlertStaffWhenRequestReceivedHandler } from '../staff-alerts/alert-staff-when-request-received.handler.js';
import { AnswerChatWhenAskedHandler } from '../telegram-clients/answer-chat-when-asked.handler.js';
import { StartSubscriptionWhenFollowRequestedHandler } from '../subscriptions/start-subscription-when-follow-requested.handler.js';
import { RecordDeliveriesWhenChangedHandler } from '../webhooks/record-deliveries-when-changed.handler.js';
import { WebhookQueue } from '../webhooks/webhook-queue.js';

/** Consumes the `notifications` queue: the orders service's events and this service's own "message due" and "webhook due". */
@Injectable()
export class NotificationsEventsWorker extends eventsWorkerOf(
  'notifications',
  [
    AlertStaffWhenRequestReceivedHandler,
    StartSubscriptionWhenFollowRequestedHandler,
    RecordChangeWhenStatusChangedHandler,
    DeliveryQueue,
    SendSignInLinkWhenIssuedHandler,
    KeepClientWhenChangedHandler,
    AuditEntriesRepository,
    RecordDeliveriesWhenChangedHandler,
    WebhookQueue,
    AnswerChatWhenAskedHandler,
  ],
  (
    alertStaff,
    startSubscription,
    recordChange,
    deliveryQueue,
    sendSignInLink,
    keepClient,
    auditEntries,
    webhookDeliveries,
    webhookQueue,
    answerChat,
  ) => ({
    'quote-request.received': async (manager, event) => {
      await alertStaff.handle(manager, event);
      await webhookDeliveries.fromPublicRequest(manager, event);
    },
    'contact-message.received': async (manager, event) => {
      await alertStaff.handle(manager, event);
      await webhookDeliveries.fromPublicRequest(manager, event);
    },
    'order.follow-requested': (manager, event) => startSubscription.handle(manager, event),
    'order.status-changed': (manager, event) => recordChange.handle(manager, event),
    'order-item.status-changed': (manager, event) => recordChange.handle(manager, event),
    'notification.due': (_manager, { payload }) => deliveryQueue.enqueue(payload.deliveryId),
    'portal.sign-in-link-issued': (manager, event) => sendSignInLink.handle(manager, event),
    'portal.client-changed': (manager, event) => keepClient.handle(manager, event),
    'portal.telegram-answer': (manager, event) => answerChat.handle(manager, event),
    'webhook.due': (_manager, { payload }) => webhookQueue.enqueueRecorded(payload.deliveryIds),
    'audit.recorded': {
      batch: async (manager, events) => {
        await auditEntries.append(manager, events);
        await webhookDeliveries.fromAuditEntries(manager, events);
      },
    },
  }),
) {}
