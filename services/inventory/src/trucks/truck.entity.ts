import type {
  TruckAnswer,
  TruckCreateBody,
  TruckStateAnswer,
  TruckStatus,
  TruckUpdateBody,
} from '@silkway/contracts';
import {
  applyChanges,
  CreatedAtColumn,
  MeasureColumn,
  VersionedRecord,
  UpdatedAtColumn,
} from '@silkway/service-kit';
import { Column, Entity } from 'typeorm';

@Entity({ name: 'trucks' })
export class Truck extends VersionedRecord {
  @Column('text')
  number!: string;

  /** m³. */
  @MeasureColumn()
  capacity!: number;

  @Column('text')
  status!: TruckStatus;

  /** kg and m³ of the goods loaded; kept by the truck-load projection. */
  @MeasureColumn({ name: 'current_weight', default: 0 })
  currentWeight!: number;

  @MeasureColumn({ name: 'current_volume', default: 0 })
  currentVolume!: number;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;

  static create(fields: TruckCreateBody): Truck {
    return Object.assign(new Truck(), fields, { currentWeight: 0, currentVolume: 0 });
  }

  change(fields: TruckUpdateBody): void {
    applyChanges(this, fields);
  }

  toAnswer(): TruckAnswer {
    return {
      id: this.id,
      version: this.version,
      number: this.number,
      capacity: this.capacity,
      status: this.status,
      currentWeight: this.currentWeight,
      currentVolume: this.currentVolume,
      createdAt: this.createdAt.toISOString(),
    };
  }

  /** What the orders service keeps of the truck, `stateAt` ordering it among the truck's events. */
  toState(): TruckStateAnswer {
    return { id: this.id, number: this.number, stateAt: this.updatedAt.toISOString() };
  }
}
