import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  truckMessages,
  type TruckHoldBody,
  type TruckStateAnswer,
  truckStateAnswer,
} from '@silkway/contracts';
import { SERVICE_CONFIG, ValidationFailedException } from '@silkway/service-kit';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { OrdersConfig } from '../config.js';
import { Order } from '../entities/order.entity.js';
import { Truck } from './truck.entity.js';

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

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    @InjectDataSource() dataSource: DataSource,
  ) {
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
    const response = await this.callInventory(`/internal/truck-holds/${itemId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(hold),
    });
    if (response.status === 404) return null;
    return truckStateAnswer.parse(await response.json());
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
    const query = new URLSearchParams({ truckId: String(truckId), heldAt });
    try {
      await this.callInventory(`/internal/truck-holds/${itemId}?${query}`, { method: 'DELETE' });
    } catch (error) {
      this.logger.warn(`Truck ${truckId} stays held for item ${itemId}: ${String(error)}`);
    }
  }

  /** The first answer of an inventory replica that is not a failure of its own (404 is an answer). */
  private async callInventory(path: string, init: RequestInit): Promise<Response> {
    for (const origin of this.config.INVENTORY_URL) {
      try {
        const response = await fetch(`${origin}${path}`, {
          ...init,
          headers: { ...init.headers, 'x-internal-token': this.config.INTERNAL_TOKEN },
          signal: AbortSignal.timeout(5000),
        });
        if (response.ok || response.status === 404) return response;
        this.logger.warn(`${origin} answered ${response.status} for ${init.method} ${path}`);
      } catch (error) {
        this.logger.warn(`${origin} did not answer ${init.method} ${path}: ${String(error)}`);
      }
    }
    throw new ServiceUnavailableException(truckMessages.ownerUnavailable);
  }
}
