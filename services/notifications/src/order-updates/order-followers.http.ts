import { Controller, Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { idParam, type OrderFollowersAnswer, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';

/** The order overlay's line: how many confirmed followers, and when the last update e-mail went. */
@Controller()
export class OrderFollowersController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Endpoint(api.notifications.orderFollowers)
  async followers(@Param('id', validated(idParam)) orderId: number): Promise<OrderFollowersAnswer> {
    const [row]: Array<{ followers: number; last_sent_at: Date | null }> =
      await this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM notifications.subscriptions WHERE order_id = $1 AND status = 'confirmed') AS followers,
              (SELECT max(sent_at) FROM notifications.deliveries WHERE order_id = $1 AND kind = 'order-update') AS last_sent_at`,
        [orderId],
      );
    return {
      followers: row?.followers ?? 0,
      lastSentAt: row?.last_sent_at ? row.last_sent_at.toISOString() : null,
    };
  }
}
