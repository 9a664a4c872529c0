import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ORDERS_SEARCH_GROUP_LIMIT, type OrdersSearchAnswer } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { Counterparty } from '../../counterparties/counterparty.entity.js';
import { OrderItem } from '../../items/order-item.entity.js';
import { containsPattern, OrdersRepository } from '../../orders/orders.repository.js';
import { SearchOrdersQuery } from './search-orders.query.js';

/**
 * The orders service's part of the admin Search tab: orders by code or name (and counterparty),
 * items by code or name with their order, counterparties by name or company. Newest first.
 */
@QueryHandler(SearchOrdersQuery)
export class SearchOrdersHandler implements IQueryHandler<SearchOrdersQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
  ) {}

  async execute({ text }: SearchOrdersQuery): Promise<OrdersSearchAnswer> {
    const pattern = containsPattern(text);
    const [orderPage, items, counterparties] = await Promise.all([
      this.orders.findPageNewestFirst({ status: 'all', search: text }, ORDERS_SEARCH_GROUP_LIMIT, 0),
      this.dataSource.manager
        .createQueryBuilder(OrderItem, 'i')
        .where('lower(i.code) LIKE :pattern OR lower(i.name) LIKE :pattern', { pattern })
        .orderBy('i.created_at', 'DESC')
        .addOrderBy('i.id', 'DESC')
        .limit(ORDERS_SEARCH_GROUP_LIMIT)
        .getMany(),
      this.dataSource.manager
        .createQueryBuilder(Counterparty, 'c')
        .where('lower(c.name) LIKE :pattern OR lower(c.company) LIKE :pattern', { pattern })
        .orderBy('c.created_at', 'DESC')
        .limit(ORDERS_SEARCH_GROUP_LIMIT)
        .getMany(),
    ]);
    const itemOrders = await this.orderNames(items.map((item) => item.orderId));
    return {
      orders: orderPage.orders,
      items: items.map((item) => ({ ...item.toAnswer(), orderName: itemOrders.get(item.orderId)?.name ?? '', orderCode: itemOrders.get(item.orderId)?.code ?? null })),
      counterparties: counterparties.map(({ id, name, company, type }) => ({ id, name, company, type })),
    };
  }

  private async orderNames(orderIds: number[]): Promise<Map<number, { name: string; code: string | null }>> {
    if (orderIds.length === 0) return new Map();
    const rows: Array<{ id: number; name: string; code: string | null }> = await this.dataSource.query(
      'SELECT id, name, code FROM orders.orders WHERE id = ANY($1)',
      [orderIds],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
