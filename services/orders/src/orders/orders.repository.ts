import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type OrderAnswer, orderMessages, type OrderStatusFilter } from '@silkway/contracts';
import { type ListPage, streamRows, textSearchPattern } from '@silkway/service-kit';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { newestFirstPage, type NewestFirstSearch } from './newest-first-page.js';
import { Order } from '../entities/order.entity.js';

export interface OrderListFilter {
  status: OrderStatusFilter;
  /** Text matched inside the name, code, counterparty name or company, case-insensitively. */
  search?: string;
  counterpartyId?: number;
}

/** `total` is PostgreSQL's estimate once more than EXACT_COUNT_LIMIT orders match. */
export type OrderPage = Required<ListPage<OrderAnswer>>;

interface OrderRow {
  id: number;
  version: number;
  name: string;
  code: string;
  comments: string | null;
  counterparty_id: number | null;
  counterparty_name: string | null;
  counterparty_company: string | null;
  status: OrderAnswer['status'];
  warehouse: string | null;
  destination: string | null;
  expected_delivery: string | null;
  created_at: Date;
  total_quantity: string;
  total_weight: string;
  total_volume: string;
  total_amount: string;
  remaining_amount: string;
}

/**
 * Order rows with their counterparty and the sums of their items (product.md §9 order totals), summed
 * by PostgreSQL in exact numeric. `chosen` selects the order ids (already paged), so the sums run
 * for the orders answered only, however deep the page. An order without a warehouse of its own
 * shows the one its goods are in.
 */
const ordersWithTotals = (chosen: string) => `
  SELECT o.id, o.version, o.name, o.code, o.comments, o.counterparty_id, c.name AS counterparty_name, c.company AS counterparty_company,
         o.status, coalesce(o.warehouse, t.item_warehouse) AS warehouse, o.destination,
         to_char(o.expected_delivery, 'YYYY-MM-DD') AS expected_delivery, o.created_at,
         t.total_quantity, t.total_weight, t.total_volume, t.total_amount, t.remaining_amount
    FROM (${chosen}) chosen
    JOIN orders.orders o ON o.id = chosen.id
    LEFT JOIN orders.counterparties c ON c.id = o.counterparty_id
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(i.quantity), 0) AS total_quantity, coalesce(sum(i.weight), 0) AS total_weight,
            coalesce(sum(i.volume), 0) AS total_volume, coalesce(sum(i.total_amount), 0) AS total_amount,
            coalesce(sum(i.remaining_amount), 0) AS remaining_amount, max(i.warehouse_name) AS item_warehouse
       FROM orders.order_items i WHERE i.order_id = o.id) t`;

@Injectable()
export class OrdersRepository {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Locks the row for the rest of the caller's transaction, so a concurrent change waits instead of being overwritten. */
  async findByIdForUpdateOrFail(manager: EntityManager, id: number): Promise<Order> {
    const order = await manager.findOne(Order, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw new NotFoundException(orderMessages.notFound);
    return order;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async assertExists(id: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (!(await manager.existsBy(Order, { id })))
      throw new NotFoundException(orderMessages.notFound);
  }

  save(order: Order): Promise<Order> {
    return this.orders.save(order);
  }

  /** The order as lists answer it, with counterparty and totals. */
  async findAnswerByIdOrFail(id: number): Promise<OrderAnswer> {
    const rows: OrderRow[] = await this.dataSource.query(ordersWithTotals('SELECT $1::int AS id'), [
      id,
    ]);
    if (!rows[0]) throw new NotFoundException(orderMessages.notFound);
    return toOrderAnswer(rows[0]);
  }

  /** A page, newest first, and how many orders match in all (an estimate beyond EXACT_COUNT_LIMIT). */
  async findPageNewestFirst(
    filter: OrderListFilter,
    limit: number,
    offset: number,
  ): Promise<OrderPage> {
    const page = await newestFirstPage(this.dataSource, await this.searchOf(filter), limit, offset);
    const rows: OrderRow[] =
      page.ids.length === 0
        ? []
        : await this.dataSource.query(
            `${ordersWithTotals('SELECT unnest($1::int[]) AS id')} ORDER BY o.created_at DESC, o.id DESC`,
            [page.ids],
          );
    return { entries: rows.map(toOrderAnswer), total: page.total, totalEstimated: page.estimated };
  }

  /** The newest order with this code (codes are typed by admins and may repeat). */
  findNewestByCode(code: string): Promise<Order | null> {
    return this.orders
      .createQueryBuilder('o')
      .where('lower(o.code) = lower(:code)', { code })
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .getOne();
  }

  /** Every matching order, newest first, with the list's figures, read through a cursor (exports). */
  async *streamNewestFirst(filter: OrderListFilter): AsyncGenerator<OrderAnswer> {
    const { where, parameters } = matchingWhere(await this.searchOf(filter));
    const rows = streamRows<OrderRow>(
      this.dataSource,
      `${ordersWithTotals(`SELECT o.id FROM orders.orders o ${where}`)} ORDER BY o.created_at DESC, o.id DESC`,
      parameters,
    );
    for await (const row of rows) yield toOrderAnswer(row);
  }

  /** The items of every matching order, orders newest first and items as added, with their order's code and client. */
  async *streamItemsOfMatching<Row>(filter: OrderListFilter): AsyncGenerator<Row> {
    const { where, parameters } = matchingWhere(await this.searchOf(filter));
    yield* streamRows<Row>(
      this.dataSource,
      `SELECT o.code AS order_code, o.name AS order_name, c.name AS client, i.code, i.name, i.quantity, i.characteristics,
              i.description, i.destination, to_char(i.shipment_date, 'YYYY-MM-DD') AS shipment_date,
              to_char(i.expected_delivery_date, 'YYYY-MM-DD') AS expected_delivery_date, i.delivery_period, i.transport,
              i.volume_type, i.weight, i.volume, i.price_per_unit, i.transport_price, i.total_price, i.total_transport_cost,
              i.total_amount, i.remaining_amount, i.status, i.payment_status, i.comments
         FROM orders.orders o
         LEFT JOIN orders.counterparties c ON c.id = o.counterparty_id
         JOIN orders.order_items i ON i.order_id = o.id
         ${where}
        ORDER BY o.created_at DESC, o.id DESC, i.created_at, i.id`,
      parameters,
    );
  }

  /** The search of a filter, with the counterparties whose name or company matches looked up first. */
  private async searchOf(filter: OrderListFilter): Promise<NewestFirstSearch> {
    if (!filter.search) return orderSearch(filter, []);
    const matching: Array<{ id: number }> = await this.dataSource.query(
      'SELECT id FROM orders.counterparties c WHERE lower(c.name) LIKE $1 OR lower(c.company) LIKE $1',
      [textSearchPattern(filter.search)],
    );
    return orderSearch(
      filter,
      matching.map((counterparty) => counterparty.id),
    );
  }
}

/**
 * The orders a filter selects. A search looks in the name, the code and the counterparty's name
 * and company, each through its own index (trigram, or b-tree prefix for 1–2 characters); the
 * counterparties that match come as their ids, which the planner weighs by what it knows of each.
 * An ANY over a sub-select it would plan blind, at times walking every order newest first.
 */
export function orderSearch(
  { status, search: text, counterpartyId }: OrderListFilter,
  matchingCounterparties: number[],
): NewestFirstSearch {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  if (status !== 'all') conditions.push(`o.status = ${parameter(status)}`);
  if (counterpartyId !== undefined)
    conditions.push(`o.counterparty_id = ${parameter(counterpartyId)}`);
  const matches: string[] = [];
  if (text) {
    const pattern = parameter(textSearchPattern(text));
    matches.push(`lower(o.name) LIKE ${pattern}`, `lower(o.code) LIKE ${pattern}`);
    if (matchingCounterparties.length > 0)
      matches.push(`o.counterparty_id = ANY (${parameter(matchingCounterparties)}::int[])`);
  }
  return { from: 'orders.orders o', alias: 'o', filters: conditions, matches, parameters };
}

/** The WHERE clause selecting every order of a filter, for reading them all (exports). */
function matchingWhere({ filters, matches, parameters }: NewestFirstSearch): {
  where: string;
  parameters: unknown[];
} {
  const all = [...filters, ...(matches.length > 0 ? [`(${matches.join(' OR ')})`] : [])];
  return { where: all.length > 0 ? `WHERE ${all.join(' AND ')}` : '', parameters };
}

function toOrderAnswer(row: OrderRow): OrderAnswer {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    code: row.code,
    comments: row.comments,
    counterpartyId: row.counterparty_id,
    counterpartyName: row.counterparty_name,
    counterpartyCompany: row.counterparty_company,
    status: row.status,
    warehouse: row.warehouse,
    destination: row.destination,
    expectedDelivery: row.expected_delivery,
    createdAt: row.created_at.toISOString(),
    totalQuantity: Number(row.total_quantity),
    totalWeight: Number(row.total_weight),
    totalVolume: Number(row.total_volume),
    totalAmount: Number(row.total_amount),
    remainingAmount: Number(row.remaining_amount),
  };
}
