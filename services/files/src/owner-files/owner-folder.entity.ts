import type { FolderAnswer } from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OwnerKind } from './file-owner.js';

@Entity({ name: 'owner_folders' })
export class OwnerFolder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { name: 'owner_kind' })
  ownerKind!: OwnerKind;

  @Column('integer', { name: 'owner_id' })
  ownerId!: number;

  @Column('text')
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  toAnswer(): FolderAnswer {
    return { id: this.id, name: this.name, createdAt: this.createdAt.toISOString() };
  }
}
