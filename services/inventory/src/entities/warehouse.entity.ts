import type { WarehouseAnswer, WarehouseCreateBody, WarehouseUpdateBody } from '@silkway/contracts';
import {
  applyChanges,
  CreatedAtColumn,
  MeasureColumn,
  VersionedRecord,
  UpdatedAtColumn,
} from '@silkway/service-kit';
import { Column, Entity } from 'typeorm';

@Entity({ name: 'warehouses' })
export class Warehouse extends VersionedRecord {
  /** Always equal to the location (product.md §5). */
  @Column('text')
  name!: string;

  @Column('text')
  location!: string;

  @Column('text', { nullable: true })
  address!: string | null;

  @MeasureColumn()
  capacity!: number;

  @MeasureColumn({ name: 'current_utilization' })
  currentUtilization!: number;

  @Column('boolean', { name: 'is_active' })
  isActive!: boolean;

  @Column('text', { nullable: true })
  manager!: string | null;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('text', { nullable: true })
  comments!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;

  static create(fields: WarehouseCreateBody): Warehouse {
    return Object.assign(new Warehouse(), fields, { name: fields.location });
  }

  change(fields: WarehouseUpdateBody): void {
    applyChanges(this, fields);
    this.name = this.location;
  }

  toAnswer(): WarehouseAnswer {
    return {
      id: this.id,
      version: this.version,
      name: this.name,
      location: this.location,
      address: this.address,
      capacity: this.capacity,
      currentUtilization: this.currentUtilization,
      isActive: this.isActive,
      manager: this.manager,
      phone: this.phone,
      comments: this.comments,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
