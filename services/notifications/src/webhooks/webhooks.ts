import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  WEBHOOK_EVENTS,
  type WebhookAnswer,
  type WebhookCreateBody,
  type WebhookCreatedAnswer,
  type WebhookDeliveryAnswer,
  type WebhookEvent,
  type WebhookUpdateBody,
} from '@silkway/contracts';
import { Audit, type RefusalKey, Refusal, SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { refusalOfWebhookHost, type WebhookUrlRefusal } from './webhook-url.js';
import { WebhooksRepository } from './webhooks.repository.js';

/** The deliveries a webhook's list shows. */
const LATEST_DELIVERIES = 100;

const URL_REFUSALS: Record<WebhookUrlRefusal, RefusalKey> = {
  notUrl: 'webhookUrlNotUrl',
  notHttps: 'webhookUrlNotHttps',
  credentials: 'webhookUrlCredentials',
  private: 'webhookUrlPrivate',
  hostNotFound: 'webhookUrlHostNotFound',
};

const isWebhookEvent = (name: string): name is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(name);

/** The owner's webhooks (docs/integrations.md "Webhooks"): each change is audited like any other. */
@Injectable()
export class Webhooks {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhooksRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  list(): Promise<WebhookAnswer[]> {
    return this.webhooks.list();
  }

  async one(id: number): Promise<WebhookAnswer> {
    return (await this.webhooks.find(this.dataSource, id)) ?? notFound();
  }

  async create(username: string, body: WebhookCreateBody): Promise<WebhookCreatedAnswer> {
    const url = await this.checkedUrl(body.url);
    const events = checkedEvents(body.events);
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    return this.dataSource.transaction(async (manager) => {
      const webhook = await this.webhooks.insert(
        manager,
        { url, events, description: body.description },
        secret,
        username,
      );
      Audit.record(manager, {
        action: 'create',
        entity: 'webhook',
        entityId: webhook.id,
        summary: webhook.url,
        after: webhook,
      });
      return { ...webhook, secret };
    });
  }

  async update(id: number, body: WebhookUpdateBody): Promise<WebhookAnswer> {
    const url = body.url === undefined ? undefined : await this.checkedUrl(body.url);
    const events = body.events === undefined ? undefined : checkedEvents(body.events);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.found(manager, id);
      const after = await this.webhooks.update(manager, id, {
        url: url ?? before.url,
        events: events ?? before.events,
        description: body.description === undefined ? before.description : body.description,
        enabled: body.enabled ?? before.enabled,
      });
      Audit.record(manager, {
        action: 'update',
        entity: 'webhook',
        entityId: id,
        summary: after.url,
        before,
        after,
      });
      return after;
    });
  }

  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.found(manager, id);
      await this.webhooks.remove(manager, id);
      Audit.record(manager, {
        action: 'delete',
        entity: 'webhook',
        entityId: id,
        summary: before.url,
        before,
      });
    });
  }

  /** A `webhook.test` delivery: it changes no webhook, so it writes no audit entry. */
  async test(id: number): Promise<WebhookDeliveryAnswer> {
    return this.dataSource.transaction(async (manager) => {
      await this.found(manager, id);
      Audit.nothingChanged();
      return this.deliveries.recordTest(manager, id);
    });
  }

  async latestDeliveries(id: number): Promise<WebhookDeliveryAnswer[]> {
    await this.one(id);
    return this.deliveries.latest(id, LATEST_DELIVERIES);
  }

  /** Another try of the same delivery (the same webhook-id), now; it changes no webhook. */
  async redeliver(
    id: number,
    deliveryId: string,
    enqueue: (due: { id: string; attempts: number }) => Promise<void>,
  ): Promise<WebhookDeliveryAnswer> {
    await this.one(id);
    const delivery = await this.deliveries.redeliver(id, deliveryId);
    if (!delivery) throw new Refusal(404, 'webhookDeliveryNotFound');
    Audit.nothingChanged();
    await enqueue({ id: delivery.id, attempts: delivery.attempts });
    return delivery;
  }

  private async found(manager: EntityManager, id: number): Promise<WebhookAnswer> {
    return (await this.webhooks.find(manager, id, true)) ?? notFound();
  }

  private async checkedUrl(url: string): Promise<string> {
    const refusal = await refusalOfWebhookHost(url, this.config.WEBHOOKS_ALLOW_PRIVATE_URLS);
    if (refusal)
      throw new Refusal(
        400,
        URL_REFUSALS[refusal],
        { host: URL.parse(url)?.hostname ?? url },
        'url',
      );
    return url;
  }
}

function checkedEvents(names: string[]): WebhookEvent[] {
  if (names.length === 0) throw new Refusal(400, 'webhookNoEvents', {}, 'events');
  const unknown = names.find((name) => !isWebhookEvent(name));
  if (unknown !== undefined)
    throw new Refusal(400, 'webhookUnknownEvent', { event: unknown }, 'events');
  return [...new Set(names as WebhookEvent[])];
}

function notFound(): never {
  throw new Refusal(404, 'webhookNotFound');
}
