import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { truckMessages, truckStateAnswer } from '@silkway/contracts';
import { SERVICE_CONFIG, ValidationFailedException } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { OrdersConfig } from '../config.js';
import { Truck } from './truck.entity.js';

/**
 * An item may go only into a truck the inventory has and has not removed: a 400 on the field
 * otherwise. The trucks kept here from the inventory's events lag it by the events' way, so a truck
 * not heard of yet is asked for at the inventory and kept, not refused (docs/events.md "Why orders keeps its own list of trucks").
 */
@Injectable()
export class TruckLink {
  private readonly logger = new Logger(TruckLink.name);

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /** The number of the truck `truckId` (null: in no truck). */
  async numberOf(manager: EntityManager, truckId: number | null): Promise<string | null> {
    if (truckId === null) return null;
    const known = await manager.findOneBy(Truck, { id: truckId });
    const truck = known ?? (await this.askInventory(manager, truckId));
    if (!truck || truck.removed)
      throw new ValidationFailedException({ truckId: [truckMessages.notFound] });
    return truck.number;
  }

  /** The inventory's truck, kept here as its event would have; null when the inventory has none. */
  private async askInventory(manager: EntityManager, truckId: number): Promise<Truck | null> {
    const state = await this.fetchState(truckId);
    if (!state) return null;
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
    return manager.findOneBy(Truck, { id: truckId });
  }

  private async fetchState(truckId: number) {
    for (const origin of this.config.INVENTORY_URL) {
      try {
        const response = await fetch(`${origin}/internal/trucks/${truckId}`, {
          headers: { 'x-internal-token': this.config.INTERNAL_TOKEN },
          signal: AbortSignal.timeout(5000),
        });
        if (response.status === 404) return null;
        if (response.ok) return truckStateAnswer.parse(await response.json());
        this.logger.warn(`${origin} answered ${response.status} for truck ${truckId}`);
      } catch (error) {
        this.logger.warn(`${origin} did not answer for truck ${truckId}: ${String(error)}`);
      }
    }
    throw new ServiceUnavailableException(truckMessages.ownerUnavailable);
  }
}
