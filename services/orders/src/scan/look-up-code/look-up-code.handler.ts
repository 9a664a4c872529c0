import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { api, type ScanAnswer } from '@silkway/contracts';
import { answerOr, type InternalClient, Refusal, SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { OrdersConfig } from '../../config.js';
import { OrderItem } from '../../entities/order-item.entity.js';
import { internalClientOf } from '../../internal-calls.js';
import { OrdersRepository } from '../../orders/orders.repository.js';
import { LookUpCodeQuery } from './look-up-code.query.js';
import { readScannedCode } from './scanned-code.js';

/**
 * What a scanned code names (issue 34): a label's address names its item (or, printed before
 * labels named items, its order); any other text is tried, case aside, as an order's tracking code,
 * an item's code (the newest item of that code: suppliers reuse theirs), a truck's number, then a
 * stock line's code, which the inventory owns. Goods taken from stock keep the line's code, so a
 * code the newest such item holds names the shelf it came from while the shelf is there: scanning
 * a shelf again, to take more, must not open what was taken last (that item's own label names it).
 */
@QueryHandler(LookUpCodeQuery)
export class LookUpCodeHandler implements IQueryHandler<LookUpCodeQuery> {
  private readonly logger = new Logger(LookUpCodeHandler.name);
  private readonly internal: InternalClient;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    this.internal = internalClientOf(config);
  }

  async execute({ code }: LookUpCodeQuery): Promise<ScanAnswer> {
    const scanned = readScannedCode(code);
    const found = scanned.orderCode
      ? scanned.itemId
        ? await this.item({ id: scanned.itemId, orderCode: scanned.orderCode })
        : await this.order(scanned.orderCode)
      : await this.byText(scanned.text);
    if (!found) throw new Refusal(404, 'scanUnknownCode', { code: code.slice(0, 100) });
    return found;
  }

  private async byText(text: string): Promise<ScanAnswer | undefined> {
    const order = await this.order(text);
    if (order) return order;
    const item = await this.item({ code: text });
    if (item?.kind === 'item' && !item.item.fromInventory) return item;
    return (await this.truck(text)) ?? (await this.stockLine(text)) ?? item;
  }

  private async order(code: string): Promise<ScanAnswer | undefined> {
    const rows: Array<{ id: number }> = await this.dataSource.query(
      'SELECT id FROM orders.orders WHERE lower(code) = lower($1)',
      [code],
    );
    if (!rows[0]) return undefined;
    const order = await this.orders.findAnswerByIdOrFail(rows[0].id);
    return { kind: 'order', id: order.id, title: `${order.code} · ${order.name}`, order };
  }

  private async item(
    by: { id: number; orderCode: string } | { code: string },
  ): Promise<ScanAnswer | undefined> {
    const query = this.dataSource.manager
      .createQueryBuilder(OrderItem, 'i')
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id', 'DESC');
    if ('id' in by)
      query
        .where('i.id = :id', { id: by.id })
        .andWhere('i.order_id IN (SELECT id FROM orders.orders WHERE lower(code) = lower(:code))', {
          code: by.orderCode,
        });
    else query.where('lower(i.code) = lower(:code)', { code: by.code });
    const item = await query.getOne();
    if (!item) return undefined;
    const { id, code, name, counterpartyName } = await this.orders.findAnswerByIdOrFail(
      item.orderId,
    );
    return {
      kind: 'item',
      id: item.id,
      title: `${item.code} · ${item.name}`,
      item: item.toAnswer(),
      order: { id, code, name, counterpartyName },
    };
  }

  private async truck(number: string): Promise<ScanAnswer | undefined> {
    const rows: Array<{ id: number; number: string }> = await this.dataSource.query(
      'SELECT id, number FROM orders.trucks WHERE NOT removed AND lower(number) = lower($1) LIMIT 1',
      [number],
    );
    const truck = rows[0];
    return truck && { kind: 'truck', id: truck.id, title: truck.number, truck };
  }

  private async stockLine(code: string): Promise<ScanAnswer | undefined> {
    const { inventory } = await answerOr(
      this.internal.call(api.internal.searchStock, { query: { q: code } }),
      () => new Refusal(503, 'scanStockUnavailable'),
      this.logger,
    );
    const line = inventory.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
    return (
      line && { kind: 'stock', id: line.id, title: `${line.code} · ${line.name}`, stock: line }
    );
  }
}
