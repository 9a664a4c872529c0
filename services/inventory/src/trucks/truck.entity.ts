import type {
  TruckAnswer,
  TruckCreateBody,
  TruckStatus,
  TruckUpdateBody,
} from '@silkway/contracts';
import { numericColumn } from '@silkway/service-kit';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'trucks' })
export class Truck {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  number!: string;

  /** m³. */
  @Column('numeric', { precision: 14, scale: 3, transformer: numericColumn })
  capacity!: number;

  @Column('text')
  status!: TruckStatus;

  /** kg and m³ of the goods loaded; kept by the truck-load projection. */
  @Column('numeric', {
    name: 'current_weight',
    precision: 14,
    scale: 3,
    transformer: numericColumn,
    default: 0,
  })
  currentWeight!: number;

  @Column('numeric', {
    name: 'current_volume',
    precision: 14,
    scale: 3,
    transformer: numericColumn,
    default: 0,
  })
  currentVolume!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static create(fields: TruckCreateBody): Truck {
    return Object.assign(new Truck(), fields, { currentWeight: 0, currentVolume: 0 });
  }

  change(fields: TruckUpdateBody): void {
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(this, { [key]: value });
    }
  }

  toAnswer(): TruckAnswer {
    return {
      id: this.id,
      number: this.number,
      capacity: this.capacity,
      status: this.status,
      currentWeight: this.currentWeight,
      currentVolume: this.currentVolume,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
