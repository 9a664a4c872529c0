import type { FolderAnswer } from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'truck_folders' })
export class TruckFolder {
  @PrimaryGeneratedColumn()
  id!: number;

  /** A truck of the inventory service; only its id is known here. */
  @Column('integer', { name: 'truck_id' })
  truckId!: number;

  @Column('text')
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  toAnswer(): FolderAnswer {
    return { id: this.id, name: this.name, createdAt: this.createdAt.toISOString() };
  }
}
