import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG, ServiceEventsWorker } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { AuditEntriesRepository } from '../audit-log/audit-entries.repository.js';
import { DeliveryQueue } from '../deliveries/delivery-queue.js';
import { RecordChangeWhenStatusChangedHandler } from '../order-updates/record-change-when-status-changed.handler.js';
import { KeepClientWhenChangedHandler } from '../portal-accounts/keep-client-when-changed.handler.js';
import { SendSignInLinkWhenIssuedHandler } from '../portal-accounts/send-sign-in-link-when-issued.handler.js';
import { AlertStaffWhenRequestReceivedHandler } from '../staff-alerts/alert-staff-when-request-received.handler.js';
import { StartSubscriptionWhenFollowRequestedHandler } from '../subscriptions/start-subscription-when-follow-requested.handler.js';

/** Consumes the `notifications` queue: the orders service's events and this service's own "message due". */
@Injectable()
export class NotificationsEventsWorker extends ServiceEventsWorker {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: NotificationsConfig,
    alertStaff: AlertStaffWhenRequestReceivedHandler,
    startSubscription: StartSubscriptionWhenFollowRequestedHandler,
    recordChange: RecordChangeWhenStatusChangedHandler,
    deliveryQueue: DeliveryQueue,
    sendSignInLink: SendSignInLinkWhenIssuedHandler,
    keepClient: KeepClientWhenChangedHandler,
    auditEntries: AuditEntriesRepository,
  ) {
    super('notifications', dataSource, config, {
      'quote-request.received': (manager, event) => alertStaff.handle(manager, event),
      'contact-message.received': (manager, event) => alertStaff.handle(manager, event),
      'order.follow-requested': (manager, event) => startSubscription.handle(manager, event),
      'order.status-changed': (manager, event) => recordChange.handle(manager, event),
      'order-item.status-changed': (manager, event) => recordChange.handle(manager, event),
      'notification.due': (_manager, { payload }) => deliveryQueue.enqueue(payload.deliveryId),
      'portal.sign-in-link-issued': (manager, event) => sendSignInLink.handle(manager, event),
      'portal.client-changed': (manager, event) => keepClient.handle(manager, event),
      'audit.recorded': { batch: (manager, events) => auditEntries.append(manager, events) },
    });
  }
}
