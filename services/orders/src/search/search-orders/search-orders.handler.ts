import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ORDERS_SEARCH_GROUP_LIMIT, type OrdersSearchAnswer } from '@silkway/contracts';
import { textSearchPattern, TRIGRAM_MIN_LENGTH } from '@silkway/service-kit';
import { type DataSource, In } from 'typeorm';
import { Counterparty } from '../../entities/counterparty.entity.js';
import { OrderItem } from '../../entities/order-item.entity.js';
import { newestMatches, type NewestFirstSearch } from '../../orders/newest-first-page.js';
import { OrdersRepository } from '../../orders/orders.repository.js';
import { SearchOrdersQuery } from './search-orders.query.js';

/**
 * Items whose code or name matches `text`, each condition through its own index. A name that
 * starts with one or two characters is compared by its start, which its index holds newest first;
 * the start comes as a sub-select, so the planner does not count on the newest rows holding as
 * many names of that start as the whole table does, and reads that index rather than walking
 * the newest items.
 */
export function itemSearch(text: string): NewestFirstSearch {
  const length = [...text].length;
  const byStart = length < TRIGRAM_MIN_LENGTH;
  return {
    from: 'orders.order_items i',
    alias: 'i',
    filters: [],
    matches: [
      'lower(i.code) LIKE $1',
      byStart ? `left(lower(i.name), ${length}) = (SELECT $2::text)` : 'lower(i.name) LIKE $1',
    ],
    parameters: [textSearchPattern(text), ...(byStart ? [text.toLowerCase()] : [])],
  };
}

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
    const pattern = textSearchPattern(text);
    const [orderPage, items, counterparties] = await Promise.all([
      this.orders.findPageNewestFirst(
        { status: 'all', search: text },
        ORDERS_SEARCH_GROUP_LIMIT,
        0,
      ),
      this.newestItems(text),
      this.dataSource.manager
        .createQueryBuilder(Counterparty, 'c')
        .where('lower(c.name) LIKE :pattern OR lower(c.company) LIKE :pattern', { pattern })
        .orderBy('c.created_at', 'DESC')
        .limit(ORDERS_SEARCH_GROUP_LIMIT)
        .getMany(),
    ]);
    const itemOrders = await this.orderNames(items.map((item) => item.orderId));
    return {
      orders: orderPage.entries,
      items: items.map((item) => ({
        ...item.toAnswer(),
        orderName: itemOrders.get(item.orderId)?.name ?? '',
        orderCode: itemOrders.get(item.orderId)?.code ?? null,
      })),
      counterparties: counterparties.map(({ id, name, company, type }) => ({
        id,
        name,
        company,
        type,
      })),
    };
  }

  /** Items whose code or name matches, newest first, each condition through its own index; the tab shows no count. */
  private async newestItems(text: string): Promise<OrderItem[]> {
    const ids = await newestMatches(
      this.dataSource,
      itemSearch(text),
      ORDERS_SEARCH_GROUP_LIMIT,
      0,
    );
    if (ids.length === 0) return [];
    const byId = new Map(
      (await this.dataSource.manager.findBy(OrderItem, { id: In(ids) })).map((item) => [
        item.id,
        item,
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async orderNames(
    orderIds: number[],
  ): Promise<Map<number, { name: string; code: string | null }>> {
    if (orderIds.length === 0) return new Map();
    const rows: Array<{ id: number; name: string; code: string | null }> =
      await this.dataSource.query('SELECT id, name, code FROM orders.orders WHERE id = ANY($1)', [
        orderIds,
      ]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
