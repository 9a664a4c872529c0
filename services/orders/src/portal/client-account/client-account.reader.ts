import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  api,
  fromCents,
  type OrderAnswer,
  orderMessages,
  type OrderListQuery,
  pathOf,
  type PortalBalanceAnswer,
  type PortalOrderAnswer,
  type PortalOrderWithItemsAnswer,
  portalPaymentState,
  sumOrderTotals,
  toCents,
} from '@silkway/contracts';
import type { ListPage } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { GetCounterpartyBalanceQuery } from '../../payments/get-counterparty-balance/get-counterparty-balance.query.js';
import { ItemsRepository } from '../../items/items.repository.js';
import { OrdersRepository } from '../../orders/orders.repository.js';
import { clientPhotoUrl } from './client-photo-url.js';

interface Totals {
  totalAmount: number;
  remainingAmount: number;
}

/** Paid is what the items' amounts leave after what remains; the state follows from the two. */
function payment({ totalAmount, remainingAmount }: Totals) {
  const totalCents = toCents(totalAmount);
  const remainingCents = toCents(remainingAmount);
  return {
    paidAmount: fromCents(totalCents - remainingCents),
    paymentState: portalPaymentState(totalCents, remainingCents),
  };
}

/** The client's view of an order: staff comments and internal fields stay out. */
function portalOrder(order: OrderAnswer): PortalOrderAnswer {
  return {
    id: order.id,
    code: order.code,
    name: order.name,
    status: order.status,
    destination: order.destination,
    expectedDelivery: order.expectedDelivery,
    createdAt: order.createdAt,
    totalQuantity: order.totalQuantity,
    totalWeight: order.totalWeight,
    totalVolume: order.totalVolume,
    totalAmount: order.totalAmount,
    remainingAmount: order.remainingAmount,
    ...payment(order),
  };
}

/**
 * What a signed-in client reads, always scoped by its counterparty id. Another client's order, a
 * deleted one and an unknown id are one and the same 404.
 */
@Injectable()
export class ClientAccountReader {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly items: ItemsRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async orderPage(
    counterpartyId: number,
    { status, q, limit, offset }: OrderListQuery,
  ): Promise<ListPage<PortalOrderAnswer>> {
    const page = await this.orders.findPageNewestFirst(
      { status, search: q, counterpartyId },
      limit,
      offset,
    );
    return { entries: page.entries.map(portalOrder), total: page.total };
  }

  /** The order's id when it is this client's; the same 404 otherwise. */
  async requireOwnOrder(counterpartyId: number, orderId: number): Promise<number> {
    const [own] = await this.dataSource.query(
      `SELECT 1 FROM orders.orders WHERE id = $1 AND counterparty_id = $2`,
      [orderId, counterpartyId],
    );
    if (!own) throw new NotFoundException(orderMessages.notFound);
    return orderId;
  }

  /** The same 404 unless the stored photo is one an item of the client's own order shows now. */
  async requirePhotoOfOwnOrder(
    counterpartyId: number,
    orderId: number,
    fileId: number,
  ): Promise<void> {
    const [own] = await this.dataSource.query(
      `SELECT 1 FROM orders.orders o JOIN orders.order_items i ON i.order_id = o.id
        WHERE o.id = $1 AND o.counterparty_id = $2 AND i.photos @> jsonb_build_array($3::text)
        LIMIT 1`,
      [orderId, counterpartyId, pathOf(api.downloads.byId, { id: fileId })],
    );
    if (!own) throw new NotFoundException(orderMessages.notFound);
  }

  async order(counterpartyId: number, orderId: number): Promise<PortalOrderWithItemsAnswer> {
    await this.requireOwnOrder(counterpartyId, orderId);
    const order = await this.orders.findAnswerByIdOrFail(orderId);
    const items = await this.items.findByOrderOldestFirst(orderId);
    // The spec's calculations over the items, as the tracking page sums them.
    const totals = sumOrderTotals(items);
    return {
      ...portalOrder({ ...order, ...totals }),
      items: items.map((item) => ({
        code: item.code,
        name: item.name,
        quantity: item.quantity,
        status: item.status,
        paymentStatus: item.paymentStatus,
        photos: item.photos.map((photo) => clientPhotoUrl(orderId, photo)),
        truckNumber: item.truckNumber,
        deliveryPeriod: item.deliveryPeriod,
        expectedDeliveryDate: item.expectedDeliveryDate,
        totalAmount: item.totalAmount,
        remainingAmount: item.remainingAmount,
      })),
    };
  }

  /** Its debt as the payments ledger computes it (the back office's figure), and the sums over its orders' items. */
  async balance(counterpartyId: number): Promise<PortalBalanceAnswer> {
    const { balance } = await this.queries.execute(new GetCounterpartyBalanceQuery(counterpartyId));
    const [row]: Array<{
      credit_limit: string;
      total_amount: string;
      remaining_amount: string;
    }> = await this.dataSource.query(
      `SELECT c.credit_limit,
              coalesce(sum(i.total_amount), 0) AS total_amount, coalesce(sum(i.remaining_amount), 0) AS remaining_amount
         FROM orders.counterparties c
         LEFT JOIN orders.orders o ON o.counterparty_id = c.id
         LEFT JOIN orders.order_items i ON i.order_id = o.id
        WHERE c.id = $1
        GROUP BY c.id`,
      [counterpartyId],
    );
    const ordersTotal = toCents(row?.total_amount ?? 0);
    return {
      credit: Number(row?.credit_limit ?? 0),
      debt: balance,
      ordersTotal: fromCents(ordersTotal),
      paid: fromCents(ordersTotal - toCents(row?.remaining_amount ?? 0)),
    };
  }
}
