import { Injectable } from '@nestjs/common';
import { truckMessages } from '@silkway/contracts';
import { ValidationFailedException } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { Truck } from './truck.entity.js';

/** An item may go only into a truck the inventory has announced and not removed: a 400 on the field otherwise. */
@Injectable()
export class TruckLink {
  /** The number of the truck `truckId` (null: in no truck). */
  async numberOf(manager: EntityManager, truckId: number | null): Promise<string | null> {
    if (truckId === null) return null;
    const truck = await manager.findOneBy(Truck, { id: truckId, removed: false });
    if (!truck) throw new ValidationFailedException({ truckId: [truckMessages.notFound] });
    return truck.number;
  }
}
