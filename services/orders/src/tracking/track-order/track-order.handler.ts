import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { fromCents, sumOrderTotals, toCents, type TrackingOrderAnswer, trackingMessages } from '@silkway/contracts';
import { ItemsRepository } from '../../items/items.repository.js';
import { OrdersRepository } from '../../orders/orders.repository.js';
import { TrackOrderQuery } from './track-order.query.js';

/**
 * The client portal's order view (SPEC §3): what a client may see of their order, looked up by
 * its code. The history is the order's creation and each item's latest status, newest first.
 */
@QueryHandler(TrackOrderQuery)
export class TrackOrderHandler implements IQueryHandler<TrackOrderQuery> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly items: ItemsRepository,
  ) {}

  async execute({ code }: TrackOrderQuery): Promise<TrackingOrderAnswer> {
    const found = await this.orders.findNewestByCode(code);
    if (!found?.code) throw new NotFoundException(trackingMessages.notFound);
    const order = await this.orders.findAnswerByIdOrFail(found.id);
    const items = await this.items.findByOrderOldestFirst(found.id);
    const totals = sumOrderTotals(items);
    const history = [
      ...items.map((item) => ({ date: item.statusChangedAt.toISOString(), status: item.status, description: `${item.code} — ${item.name}` })),
      { date: order.createdAt, status: 'created', description: order.name },
    ].sort((a, b) => b.date.localeCompare(a.date));
    return {
      code: found.code,
      name: order.name,
      status: order.status,
      customer: order.counterpartyCompany ?? order.counterpartyName,
      destination: order.destination,
      expectedDelivery: order.expectedDelivery,
      createdAt: order.createdAt,
      history,
      totalAmount: totals.totalAmount,
      paidAmount: fromCents(toCents(totals.totalAmount) - toCents(totals.remainingAmount)),
      outstandingAmount: totals.remainingAmount,
      items: items.map((item) => ({
        code: item.code,
        name: item.name,
        quantity: item.quantity,
        status: item.status,
        warehouse: item.warehouseName,
        weight: item.weight,
        volume: item.volume,
      })),
    };
  }
}
