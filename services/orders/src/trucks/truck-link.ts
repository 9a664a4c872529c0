import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { api, truckMessages, type TruckHoldBody, type TruckStateAnswer } from '@silkway/contracts';
import {
  answerOr,
  type InternalClient,
  SERVICE_CONFIG,
  ValidationFailedException,
} from '@silkway/service-kit';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { OrdersConfig } from '../config.js';
import { internalClientOf } from '../internal-calls.js';
import { Order } from '../entities/order.entity.js';
import { Truck } from './truck.entity.js';

const INVENTORY_TIMEOUT_MS = 5000;

/** The holds a transaction had the inventory write, kept on its query runner until it ends. */
const HOLDS_MADE = 'truckHoldsMade';

interface HoldMade {
  itemId: number;
  truckId: number;
  heldAt: string;
}

/**
 * An item names a truck only once the inventory, which owns the trucks, holds that truck for it
 * (docs/events.md "Trucks held by items"): asked inside the item's transaction, after its row is
 * locked and before it commits, so the truck cannot be deleted in between. The inventory's 404 is a
 * 400 on the field; an inventory that cannot be asked is a 503, nothing written. When the
 * transaction then rolls back, its holds are let go of, best effort.
 */
@Injectable()
export class TruckLink {
  private readonly logger = new Logger(TruckLink.name);
  private readonly internal: InternalClient;

  constructor(
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.internal = internalClientOf(config);
    dataSource.subscribers.push(this.holdsOfEndedTransactions);
  }

  /**
   * Has `item`'s truck held for it and answers the truck's number (null: in no truck). The order's
   * code, which a refused delete names, is read unless the caller has it.
   */
  async hold(
    manager: EntityManager,
    item: { id: number; orderId: number; truckId: number | null },
    orderCode?: string,
  ): Promise<string | null> {
    if (item.truckId === null) return null;
    const hold: TruckHoldBody = {
      truckId: item.truckId,
      orderCode: orderCode ?? (await this.orderCodeOf(manager, item.orderId)),
      heldAt: new Date().toISOString(),
    };
    const state = await this.askInventory(item.id, hold);
    if (!state) throw new ValidationFailedException({ truckId: [truckMessages.notFound] });
    const runner = manager.queryRunner as QueryRunner;
    ((runner.data[HOLDS_MADE] ??= []) as HoldMade[]).push({ itemId: item.id, ...hold });
    await this.keep(manager, state);
    return state.number;
  }

  private async orderCodeOf(manager: EntityManager, orderId: number): Promise<string> {
    const order = await manager.findOneOrFail(Order, {
      select: { code: true },
      where: { id: orderId },
    });
    return order.code;
  }

  /** The truck kept as its event would have been (the number follows the truck's later events). */
  private async keep(manager: EntityManager, state: TruckStateAnswer): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Truck)
      .values({
        id: state.id,
        number: state.number,
        removed: false,
        stateAt: new Date(state.stateAt),
      })
      .orIgnore()
      .execute();
  }

  /** The held truck's state; null when the inventory has no such truck. */
  private async askInventory(
    itemId: number,
    hold: TruckHoldBody,
  ): Promise<TruckStateAnswer | null> {
    return answerOr(
      this.internal.find(
        api.internal.holdTruck,
        { params: { itemId }, body: hold },
        { timeoutMs: INVENTORY_TIMEOUT_MS },
      ),
      () => new ServiceUnavailableException(truckMessages.ownerUnavailable),
      this.logger,
    );
  }

  private readonly holdsOfEndedTransactions: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }: TransactionCommitEvent) => {
      if (!queryRunner.isTransactionActive) delete queryRunner.data[HOLDS_MADE];
    },
    afterTransactionRollback: ({ queryRunner }: TransactionRollbackEvent) => {
      if (queryRunner.isTransactionActive) return; // a savepoint: the transaction may still commit
      const holds = (queryRunner.data[HOLDS_MADE] ?? []) as HoldMade[];
      delete queryRunner.data[HOLDS_MADE];
      for (const hold of holds) void this.release(hold);
    },
  };

  /**
   * Not waited for, and never failing the call: a hold left behind keeps its truck from deletion
   * until the item's next change or deletion lets go of it (docs/events.md "Trucks held by items").
   */
  private async release({ itemId, truckId, heldAt }: HoldMade): Promise<void> {
    try {
      await this.internal.call(
        api.internal.releaseTruckHold,
        { params: { itemId }, query: { truckId, heldAt } },
        { timeoutMs: INVENTORY_TIMEOUT_MS },
      );
    } catch (error) {
      this.logger.warn(`Truck ${truckId} stays held for item ${itemId}: ${String(error)}`);
    }
  }
}
