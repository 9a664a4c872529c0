import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An order item (orders service) that names, or is about to name, a truck: written before the item
 * commits, so the truck is not deleted meanwhile. Let go of when the item's state from `heldAt` on
 * names another truck or none, when the item is deleted, or when the write that made it fails.
 */
@Entity({ name: 'truck_holds' })
export class TruckHold {
  @PrimaryColumn('integer', { name: 'order_item_id' })
  orderItemId!: number;

  @PrimaryColumn('integer', { name: 'truck_id' })
  truckId!: number;

  /** The item's order, as the refusal of a delete names it. */
  @Column('text', { name: 'order_code' })
  orderCode!: string;

  /** The orders service's clock when the item's write asked for the hold, before its own events. */
  @Column('timestamptz', { name: 'held_at' })
  heldAt!: Date;
}
