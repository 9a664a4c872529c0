import type { WarehouseAnswer, WarehouseCreateBody, WarehouseUpdateBody } from '@silkway/contracts';
import { numericColumn } from '@silkway/service-kit';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'warehouses' })
export class Warehouse {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Always equal to the location (product.md §5). */
  @Column('text')
  name!: string;

  @Column('text')
  location!: string;

  @Column('text', { nullable: true })
  address!: string | null;

  @Column('numeric', { precision: 14, scale: 3, transformer: numericColumn })
  capacity!: number;

  @Column('numeric', {
    name: 'current_utilization',
    precision: 14,
    scale: 3,
    transformer: numericColumn,
  })
  currentUtilization!: number;

  @Column('boolean', { name: 'is_active' })
  isActive!: boolean;

  @Column('text', { nullable: true })
  manager!: string | null;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('text', { nullable: true })
  comments!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static create(fields: WarehouseCreateBody): Warehouse {
    return Object.assign(new Warehouse(), fields, { name: fields.location });
  }

  change(fields: WarehouseUpdateBody): void {
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(this, { [key]: value });
    }
    this.name = this.location;
  }

  toAnswer(): WarehouseAnswer {
    return {
      id: this.id,
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
