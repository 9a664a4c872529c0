import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A truck as the inventory announced it (`truck.upserted`, `truck.removed`): the trucks items may
 * be put into, and the number their answers show. A removed truck stays as a `removed` row, so a
 * late event cannot bring it back.
 */
@Entity({ name: 'trucks' })
export class Truck {
  @PrimaryColumn('integer')
  id!: number;

  @Column('text')
  number!: string;

  @Column('boolean')
  removed!: boolean;

  /** When the inventory wrote the state kept here (the event's `occurredAt`). */
  @Column({ name: 'state_at', type: 'timestamptz' })
  stateAt!: Date;

  acceptsStateFrom(occurredAt: Date): boolean {
    return !this.removed && occurredAt > this.stateAt;
  }
}
