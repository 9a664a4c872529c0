import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { itemMessages, orderMessages } from '@silkway/contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Counterparty } from '../entities/counterparty.entity.js';
import { Order } from '../entities/order.entity.js';
import { OrderItem } from '../entities/order-item.entity.js';

/** An order held for the items written into it. */
export interface HeldOrder {
  id: number;
  code: string;
  counterpartyName: string | null;
}

@Injectable()
export class ItemsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the order they were added, as the order overlay lists them. */
  findByOrderOldestFirst(orderId: number): Promise<OrderItem[]> {
    return this.dataSource.manager.find(OrderItem, {
      where: { orderId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async findByIdOrFail(
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OrderItem> {
    const item = await manager.findOneBy(OrderItem, { id });
    if (!item) throw new NotFoundException(itemMessages.notFound);
    return item;
  }

  /** Locks the row for the rest of the caller's transaction, so concurrent edits diff against what they replace. */
  async findByIdForUpdateOrFail(manager: EntityManager, id: number): Promise<OrderItem> {
    const item = await manager.findOne(OrderItem, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!item) throw new NotFoundException(itemMessages.notFound);
    return item;
  }

  /**
   * The items of `orderId` among `ids`, their rows locked for the rest of the caller's transaction
   * (in id order, so two bulk changes of overlapping items wait for each other instead of deadlocking).
   * An id the order does not hold is simply absent.
   */
  findOfOrderForUpdate(
    manager: EntityManager,
    orderId: number,
    ids: readonly number[],
  ): Promise<OrderItem[]> {
    return manager.find(OrderItem, {
      where: { orderId, id: In([...ids]) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async assertOrderExists(orderId: number): Promise<void> {
    if (!(await this.dataSource.manager.existsBy(Order, { id: orderId })))
      throw new NotFoundException(orderMessages.notFound);
  }

  /**
   * Holds the order (FOR SHARE) until the caller's transaction ends: its deletion waits for the
   * item written meanwhile, and sees it. Answers with its counterparty's name, which the items'
   * `order-item.upserted` carries, read in the same statement.
   */
  async holdOrderOrFail(manager: EntityManager, orderId: number): Promise<HeldOrder> {
    const order = await manager
      .createQueryBuilder(Order, 'o')
      .leftJoin(Counterparty, 'c', 'c.id = o.counterpartyId')
      .select('o.id', 'id')
      .addSelect('o.code', 'code')
      .addSelect('c.name', 'counterpartyName')
      .where('o.id = :orderId', { orderId })
      .setLock('pessimistic_read', undefined, ['o'])
      .getRawOne<HeldOrder>();
    if (!order) throw new NotFoundException(orderMessages.notFound);
    return order;
  }

  /** Runs `work` in one transaction: the item change and its events commit together. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
