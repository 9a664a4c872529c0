import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { Truck } from './truck.entity.js';

/** Writes `truck.upserted` in the caller's transaction (the truck's row written, or locked): the orders service keeps the trucks items may go into. */
export function announceTruckUpserted(manager: EntityManager, truck: Truck): string {
  return Outbox.add(manager, {
    type: 'truck.upserted',
    payload: { truckId: truck.id, number: truck.number },
  });
}
