import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  counterpartyMessages,
  fromCents,
  type PaymentAllocation,
  paymentMessages,
  toCents,
} from '@silkway/contracts';
import { ValidationFailedException } from '@silkway/service-kit';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { Order } from '../entities/order.entity.js';
import { OrderItem } from '../entities/order-item.entity.js';
import { announceItemChanges, type ItemSnapshot, snapshotOf } from '../items/item-changes.js';
import { PaymentAllocationRow } from '../entities/payment-allocation.entity.js';
import { advanceRowsAfter, giveBack, type Money, spendOn } from './payment-spread.js';

/**
 * Where payments go (architecture.md "Writes that race", docs/payments.md): every write of the
 * ledger first locks the counterparty's row, so two payments of one client are placed one after
 * the other, then the items it pays, oldest first. An item's remaining amount falls by exactly what
 * its allocations hold; what no item needs is the client's advance (an allocation without an item).
 */
@Injectable()
export class PaymentLedger {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Holds the counterparty's row until the transaction ends: its ledger changes one payment at a
   * time. Answers its name.
   */
  async lockCounterpartyOrFail(manager: EntityManager, counterpartyId: number): Promise<string> {
    const [row] = await manager.query<Array<{ name: string }>>(
      `SELECT name FROM orders.counterparties WHERE id = $1 FOR UPDATE`,
      [counterpartyId],
    );
    if (!row) throw new NotFoundException(counterpartyMessages.notFound);
    return row.name;
  }

  /**
   * 404 for an unknown order, 400 (on orderId) for an order of another counterparty. The order is
   * held (FOR KEY SHARE) until the transaction ends: a delete racing the payment waits for it, or
   * went first and leaves nothing to find.
   */
  async assertOrderOf(
    manager: EntityManager,
    orderId: number,
    counterpartyId: number,
  ): Promise<void> {
    const order = await manager.findOne(Order, {
      where: { id: orderId },
      lock: { mode: 'for_key_share' },
    });
    if (!order) throw new NotFoundException(paymentMessages.orderNotFound);
    if (order.counterpartyId !== counterpartyId)
      throw new ValidationFailedException({
        orderId: [paymentMessages.orderOfAnotherCounterparty],
      });
  }

  /**
   * Places a new payment: the named order's unpaid items (or, without an order, the client's), oldest
   * first; the rest becomes the client's advance.
   */
  async allocate(
    manager: EntityManager,
    payment: { id: number; counterpartyId: number; orderId: number | null; amountUsd: number },
    username: string,
  ): Promise<void> {
    const owed = await this.lockOwedItems(manager, payment.counterpartyId, payment.orderId);
    const [left] = await this.spend(
      manager,
      payment.counterpartyId,
      [{ paymentId: payment.id, cents: toCents(payment.amountUsd) }],
      owed,
      username,
    );
    if (left && left.cents > 0)
      await manager.insert(PaymentAllocationRow, {
        paymentId: payment.id,
        counterpartyId: payment.counterpartyId,
        orderId: null,
        itemId: null,
        amountUsd: fromCents(left.cents),
      });
  }

  /** Pays the client's unpaid items (oldest first) from its advance, oldest payment first. */
  async useAdvance(
    manager: EntityManager,
    counterpartyId: number,
    username: string,
  ): Promise<void> {
    const advances = await manager.find(PaymentAllocationRow, {
      where: { counterpartyId, itemId: IsNull() },
      order: { paymentId: 'ASC', id: 'ASC' },
    });
    if (advances.length === 0) return;
    const owed = await this.lockOwedItems(manager, counterpartyId, null);
    if (owed.length === 0) return;
    const left = await this.spend(
      manager,
      counterpartyId,
      advances.map((row) => ({ paymentId: row.paymentId, cents: toCents(row.amountUsd) })),
      owed,
      username,
    );
    const { removed, kept } = advanceRowsAfter(advances, left);
    for (const id of removed) await manager.delete(PaymentAllocationRow, { id });
    for (const { id, amountUsd } of kept)
      await manager.update(PaymentAllocationRow, { id }, { amountUsd });
  }

  /** Takes a payment's allocations back: its items owe again what it paid, its advance is gone. */
  async reverse(manager: EntityManager, paymentId: number, username: string): Promise<void> {
    const rows = await manager.find(PaymentAllocationRow, { where: { paymentId } });
    const paidItems = rows.filter((row) => row.itemId !== null);
    const items = await this.lockItems(
      manager,
      paidItems.map((row) => row.itemId as number),
    );
    const before = new Map(items.map((item) => [item.id, snapshotOf(item)]));
    giveBack(items, paidItems);
    await this.writeItems(manager, items, username, before);
    await manager.delete(PaymentAllocationRow, { paymentId });
  }

  /** The live allocations of each payment, in the order they were made. */
  async allocationsOf(
    manager: EntityManager,
    paymentIds: number[],
  ): Promise<Map<number, PaymentAllocation[]>> {
    const rows = paymentIds.length
      ? await manager
          .createQueryBuilder(PaymentAllocationRow, 'a')
          .where('a.paymentId IN (:...paymentIds)', { paymentIds })
          .orderBy('a.id', 'ASC')
          .getMany()
      : [];
    const itemIds = [...new Set(rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId])))];
    const paidItems: Array<{ id: number; code: string; name: string; order_code: string }> =
      itemIds.length
        ? await manager.query(
            `SELECT i.id, i.code, i.name, o.code AS order_code
               FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id
              WHERE i.id = ANY($1)`,
            [itemIds],
          )
        : [];
    const itemsById = new Map(paidItems.map((item) => [item.id, item]));
    const byPayment = new Map<number, PaymentAllocation[]>(paymentIds.map((id) => [id, []]));
    for (const row of rows) {
      const item = row.itemId === null ? undefined : itemsById.get(row.itemId);
      byPayment.get(row.paymentId)?.push({
        // An allocation without an item is the advance, whichever order it once belonged to.
        orderId: row.itemId === null ? null : row.orderId,
        itemId: row.itemId,
        orderCode: item?.order_code ?? null,
        itemCode: item?.code ?? null,
        itemName: item?.name ?? null,
        amountUsd: row.amountUsd,
      });
    }
    return byPayment;
  }

  /**
   * Splits each payment's money over `owed` in turn (spendOn), writes the allocations and the items'
   * new remaining amounts; answers what is left of each payment.
   */
  private async spend(
    manager: EntityManager,
    counterpartyId: number,
    money: Money[],
    owed: OrderItem[],
    username: string,
  ): Promise<Money[]> {
    const before = new Map(owed.map((item) => [item.id, snapshotOf(item)]));
    const { allocations, left } = spendOn(owed, money);
    if (allocations.length === 0) return left;
    await manager.insert(
      PaymentAllocationRow,
      allocations.map((allocation) => ({ ...allocation, counterpartyId })),
    );
    const changed = owed.filter(
      (item) => before.get(item.id)?.remainingAmount !== snapshotOf(item).remainingAmount,
    );
    await this.writeItems(manager, changed, username, before);
    return left;
  }

  /** Writes only the two payment columns of each item, and tells its history. */
  private async writeItems(
    manager: EntityManager,
    items: OrderItem[],
    username: string,
    before: Map<number, ItemSnapshot>,
  ): Promise<void> {
    for (const item of items) {
      await manager.update(
        OrderItem,
        { id: item.id },
        { remainingAmount: item.remainingAmount, paymentStatus: item.paymentStatus },
      );
      announceItemChanges(manager, item, before.get(item.id) ?? null, username);
    }
  }

  /** The client's items (or one order's) that still owe something, oldest first, locked. */
  private lockOwedItems(
    manager: EntityManager,
    counterpartyId: number,
    orderId: number | null,
  ): Promise<OrderItem[]> {
    const query = manager
      .createQueryBuilder(OrderItem, 'i')
      .innerJoin(Order, 'o', 'o.id = i.orderId')
      .where('o.counterpartyId = :counterpartyId', { counterpartyId })
      .andWhere('i.remainingAmount > 0')
      .orderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .addOrderBy('i.createdAt', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .setLock('pessimistic_write', undefined, ['i']);
    if (orderId !== null) query.andWhere('o.id = :orderId', { orderId });
    return query.getMany();
  }

  private lockItems(manager: EntityManager, ids: number[]): Promise<OrderItem[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return manager
      .createQueryBuilder(OrderItem, 'i')
      .where('i.id IN (:...ids)', { ids })
      .orderBy('i.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
  }
}
