import { Body, Controller, Param } from '@nestjs/common';
import {
  api,
  idParam,
  type WebhookAnswer,
  webhookCreateBody,
  type WebhookCreateBody,
  type WebhookCreatedAnswer,
  type WebhookDeliveryAnswer,
  webhookDeliveryParams,
  webhookUpdateBody,
  type WebhookUpdateBody,
} from '@silkway/contracts';
import { AdminUsername, Endpoint, validated } from '@silkway/service-kit';
import { WebhookQueue } from './webhook-queue.js';
import { Webhooks } from './webhooks.js';

/** The Интеграции screen's webhooks (`integrations.manage`, checked by the gateway). */
@Controller()
export class WebhooksController {
  constructor(
    private readonly webhooks: Webhooks,
    private readonly queue: WebhookQueue,
  ) {}

  @Endpoint(api.webhooks.list)
  list(): Promise<WebhookAnswer[]> {
    return this.webhooks.list();
  }

  @Endpoint(api.webhooks.create)
  create(
    @AdminUsername() username: string,
    @Body(validated(webhookCreateBody)) body: WebhookCreateBody,
  ): Promise<WebhookCreatedAnswer> {
    return this.webhooks.create(username, body);
  }

  @Endpoint(api.webhooks.one)
  one(@Param('id', validated(idParam)) id: number): Promise<WebhookAnswer> {
    return this.webhooks.one(id);
  }

  @Endpoint(api.webhooks.update)
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(webhookUpdateBody)) body: WebhookUpdateBody,
  ): Promise<WebhookAnswer> {
    return this.webhooks.update(id, body);
  }

  @Endpoint(api.webhooks.remove)
  remove(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.webhooks.remove(id);
  }

  @Endpoint(api.webhooks.test)
  test(@Param('id', validated(idParam)) id: number): Promise<WebhookDeliveryAnswer> {
    return this.webhooks.test(id);
  }

  @Endpoint(api.webhooks.deliveries)
  deliveries(@Param('id', validated(idParam)) id: number): Promise<WebhookDeliveryAnswer[]> {
    return this.webhooks.latestDeliveries(id);
  }

  @Endpoint(api.webhooks.redeliver)
  redeliver(
    @Param('id', validated(idParam)) id: number,
    @Param('deliveryId', validated(webhookDeliveryParams.shape.deliveryId)) deliveryId: string,
  ): Promise<WebhookDeliveryAnswer> {
    return this.webhooks.redeliver(id, deliveryId, (due) =>
      this.queue.enqueue([due], `redeliver${Date.now()}`),
    );
  }
}
