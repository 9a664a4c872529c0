import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Audit, Outbox, Refusal, refuseStaleVersion } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { TruckLoad } from '../../entities/truck-load.entity.js';
import { TruckHold } from '../truck-hold.entity.js';
import { TrucksRepository } from '../trucks.repository.js';
import { DeleteTruckCommand } from './delete-truck.command.js';

const ORDERS_NAMED = 3;
/**
 * A hold for an item the truck-load projection has never heard of, this old, is one whose item was
 * never saved (its orders transaction died after asking): every saved item is announced within
 * seconds, and the outbox keeps announcements through any outage far shorter than this.
 */
const UNSAVED_ITEM_HOLD_AGE = '1 day';

/**
 * A truck that items hold or that the truck-load projection shows goods in stays (409, naming up to
 * three of their orders): its items would point at nothing. The row is locked first, so a hold being
 * written is waited for and seen (docs/events.md "Trucks held by items"). The deletion and its events
 * commit together: the files service removes its documents, the orders service stops offering it.
 */
@CommandHandler(DeleteTruckCommand)
export class DeleteTruckHandler implements ICommandHandler<DeleteTruckCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trucks: TrucksRepository,
  ) {}

  execute({ id, expected }: DeleteTruckCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const truck = await this.trucks.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'truck', truck, async () => truck.toAnswer());
      await refuseWhileHeld(manager, id);
      await Audit.remove(manager, truck, { entity: 'truck', entityId: id, summary: truck.number });
      Outbox.add(manager, { type: 'truck.deleted', payload: { truckId: id } });
      Outbox.add(manager, { type: 'truck.removed', payload: { truckId: id } });
    });
  }
}

/**
 * 409 when any item holds the truck or is loaded in it; the orders are known from the holds only.
 * Holds left by items that were never saved are let go of first.
 */
async function refuseWhileHeld(manager: EntityManager, truckId: number): Promise<void> {
  const holds = manager.getRepository(TruckHold).metadata.tablePath;
  const loads = manager.getRepository(TruckLoad).metadata.tablePath;
  await manager.query(
    `DELETE FROM ${holds} AS hold
      WHERE hold.truck_id = $1 AND hold.held_at < now() - interval '${UNSAVED_ITEM_HOLD_AGE}'
        AND NOT EXISTS (SELECT 1 FROM ${loads} AS load WHERE load.item_id = hold.order_item_id)`,
    [truckId],
  );
  const [{ count, orders }] = await manager.query(
    `SELECT (SELECT count(*)::int FROM (
               SELECT order_item_id FROM ${holds} WHERE truck_id = $1
               UNION SELECT item_id FROM ${loads} WHERE truck_id = $1 AND NOT removed) AS items) AS count,
            ARRAY(SELECT DISTINCT order_code FROM ${holds} WHERE truck_id = $1
                  ORDER BY order_code LIMIT ${ORDERS_NAMED + 1}) AS orders`,
    [truckId],
  );
  if (count === 0) return;
  if (orders.length === 0) throw new Refusal(409, 'truckHasUnnamedGoods', { count });
  throw new Refusal(409, 'truckHasGoods', {
    count,
    orders: [...orders.slice(0, ORDERS_NAMED), ...(orders.length > ORDERS_NAMED ? ['…'] : [])].join(
      ', ',
    ),
  });
}
