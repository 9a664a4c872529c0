import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type OrderAnswer, orderMessages, type OrderStatusFilter } from '@silkway/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Order } from './order.entity.js';

export interface OrderListFilter {
  status: OrderStatusFilter;
  /** Text matched inside the name, code, counterparty name or company, case-insensitively. */
  search?: string;
  counterpartyId?: number;
}

export interface OrderPage {
  orders: OrderAnswer[];
  total: number;
}

interface OrderRow {
  id: number;
  name: string;
  code: string | null;
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
 * Order rows with their counterparty and the sums of their items (SPEC §9 order totals), summed
 * by PostgreSQL in exact numeric. `chosen` selects the order ids (already paged), so the sums run
 * for the orders answered only, however deep the page. An order without a warehouse of its own
 * shows the one its goods are in.
 */
const ordersWithTotals = (chosen: string) => `
  SELECT o.id, o.name, o.code, o.comments, o.counterparty_id, c.name AS counterparty_name, c.company AS counterparty_company,
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

  async findByIdOrFail(id: number, manager: EntityManager = this.dataSource.manager): Promise<Order> {
    const order = await manager.findOneBy(Order, { id });
    if (!order) throw new NotFoundException(orderMessages.notFound);
    return order;
  }

  async assertExists(id: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (!(await manager.existsBy(Order, { id }))) throw new NotFoundException(orderMessages.notFound);
  }

  save(order: Order): Promise<Order> {
    return this.orders.save(order);
  }

  /** The order as lists answer it, with counterparty and totals. */
  async findAnswerByIdOrFail(id: number): Promise<OrderAnswer> {
    const rows: OrderRow[] = await this.dataSource.query(ordersWithTotals('SELECT $1::int AS id'), [id]);
    if (!rows[0]) throw new NotFoundException(orderMessages.notFound);
    return toOrderAnswer(rows[0]);
  }

  /** A page, newest first, and how many orders match in all. */
  async findPageNewestFirst(filter: OrderListFilter, limit: number, offset: number): Promise<OrderPage> {
    const { where, parameters } = whereClause(filter);
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query(
        `${ordersWithTotals(`SELECT o.id FROM orders.orders o ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`)}
          ORDER BY o.created_at DESC, o.id DESC`,
        parameters,
      ) as Promise<OrderRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM orders.orders o ${where}`, parameters) as Promise<Array<{ count: number }>>,
    ]);
    return { orders: rows.map(toOrderAnswer), total: counted?.count ?? 0 };
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
}

function whereClause({ status, search, counterpartyId }: OrderListFilter): { where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  if (status !== 'all') {
    parameters.push(status);
    conditions.push(`o.status = $${parameters.length}`);
  }
  if (counterpartyId !== undefined) {
    parameters.push(counterpartyId);
    conditions.push(`o.counterparty_id = $${parameters.length}`);
  }
  if (search) {
    parameters.push(containsPattern(search));
    const p = `$${parameters.length}`;
    conditions.push(`(lower(o.name) LIKE ${p} OR lower(o.code) LIKE ${p} OR o.counterparty_id IN (
      SELECT id FROM orders.counterparties WHERE lower(name) LIKE ${p} OR lower(company) LIKE ${p}))`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function toOrderAnswer(row: OrderRow): OrderAnswer {
  return {
    id: row.id,
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
