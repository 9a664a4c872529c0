import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  fromCents,
  sumOrderTotals,
  toCents,
  type TrackingOrderAnswer,
  trackingMessages,
} from '@silkway/contracts';
import { type PreparedStatement, queryPrepared } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { TrackOrderQuery } from './track-order.query.js';

/** One row per item (one row with null item columns for an order without items), the order's columns on each. */
interface TrackingRow {
  code: string;
  name: string;
  status: TrackingOrderAnswer['status'];
  customer: string | null;
  destination: string | null;
  expected_delivery: string | null;
  created_at: Date;
  item_code: string | null;
  item_name: string;
  quantity: number;
  item_status: string;
  warehouse_name: string | null;
  weight: string;
  volume: string;
  total_amount: string;
  remaining_amount: string;
  status_changed_at: Date;
}

/**
 * The order with this code (unique, case aside), its client and
 * its items oldest first, in one round trip that reads each row once; totals are summed here.
 * Prepared once per connection: the portal's lookup is the hottest read of the product.
 */
export const TRACKING_STATEMENT: PreparedStatement = {
  name: 'track-order',
  text: `
  SELECT o.code, o.name, o.status, coalesce(c.company, c.name) AS customer, o.destination,
         to_char(o.expected_delivery, 'YYYY-MM-DD') AS expected_delivery, o.created_at,
         i.code AS item_code, i.name AS item_name, i.quantity, i.status AS item_status, i.warehouse_name,
         i.weight, i.volume, i.total_amount, i.remaining_amount, i.status_changed_at
    FROM (SELECT id, code, name, status, counterparty_id, destination, expected_delivery, created_at
            FROM orders.orders WHERE lower(code) = lower($1)) o
    LEFT JOIN orders.counterparties c ON c.id = o.counterparty_id
    LEFT JOIN orders.order_items i ON i.order_id = o.id
   ORDER BY i.created_at, i.id`,
};

/**
 * The client portal's order view (product.md §3): what a client may see of their order, looked up by
 * its code. The history is the order's creation and each item's latest status, newest first.
 */
@QueryHandler(TrackOrderQuery)
export class TrackOrderHandler implements IQueryHandler<TrackOrderQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ code }: TrackOrderQuery): Promise<TrackingOrderAnswer> {
    const rows = await queryPrepared<TrackingRow>(this.dataSource, TRACKING_STATEMENT, [code]);
    const order = rows[0];
    if (!order) throw new NotFoundException(trackingMessages.notFound);
    const items = rows.filter((row) => row.item_code !== null);
    const totals = sumOrderTotals(
      items.map((item) => ({
        quantity: item.quantity,
        weight: item.weight,
        volume: item.volume,
        totalAmount: item.total_amount,
        remainingAmount: item.remaining_amount,
      })),
    );
    const createdAt = order.created_at.toISOString();
    const history = [
      ...items.map((item) => ({
        date: item.status_changed_at.toISOString(),
        status: item.item_status,
        description: `${item.item_code} — ${item.item_name}`,
      })),
      { date: createdAt, status: 'created', description: order.name },
    ].sort((a, b) => b.date.localeCompare(a.date));
    return {
      code: order.code,
      name: order.name,
      status: order.status,
      customer: order.customer,
      destination: order.destination,
      expectedDelivery: order.expected_delivery,
      createdAt,
      history,
      totalAmount: totals.totalAmount,
      paidAmount: fromCents(toCents(totals.totalAmount) - toCents(totals.remainingAmount)),
      outstandingAmount: totals.remainingAmount,
      items: items.map((item) => ({
        code: item.item_code!,
        name: item.item_name,
        quantity: item.quantity,
        status: item.item_status,
        warehouse: item.warehouse_name,
        weight: Number(item.weight),
        volume: Number(item.volume),
      })),
    };
  }
}
