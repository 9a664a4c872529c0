import type { TruckLoadAnswer } from '@silkway/contracts';
import { MeasureColumn } from '@silkway/service-kit';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The truck-load projection: the last known state of one order item (orders service), in a truck
 * or in none. A deleted item stays as a `removed` row, so a late event cannot bring it back.
 */
@Entity({ name: 'truck_loads' })
export class TruckLoad {
  @PrimaryColumn('integer', { name: 'item_id' })
  itemId!: number;

  @Column('integer', { name: 'order_id' })
  orderId!: number;

  @Column('integer', { name: 'truck_id', nullable: true })
  truckId!: number | null;

  @Column('text')
  code!: string;

  @Column('text')
  name!: string;

  @Column('integer')
  quantity!: number;

  /** kg. */
  @MeasureColumn()
  weight!: number;

  /** m³. */
  @MeasureColumn()
  volume!: number;

  @Column('text')
  status!: string;

  @Column('text', { name: 'counterparty_name', nullable: true })
  counterpartyName!: string | null;

  @Column('date', { name: 'expected_delivery_date', nullable: true })
  expectedDeliveryDate!: string | null;

  /** When the orders service wrote the state this row holds (the event's occurredAt). */
  @Column('timestamptz', { name: 'state_at' })
  stateAt!: Date;

  @Column('boolean')
  removed!: boolean;

  /** Whether a state written at `occurredAt` may replace this one: never after a deletion, never an older one. */
  acceptsStateFrom(occurredAt: Date): boolean {
    return !this.removed && occurredAt > this.stateAt;
  }

  toAnswer(): TruckLoadAnswer {
    return {
      itemId: this.itemId,
      orderId: this.orderId,
      code: this.code,
      name: this.name,
      quantity: this.quantity,
      weight: this.weight,
      volume: this.volume,
      status: this.status,
      counterpartyName: this.counterpartyName,
      expectedDeliveryDate: this.expectedDeliveryDate,
    };
  }
}
