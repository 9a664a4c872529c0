import type { ChangeHistoryEntryAnswer } from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One changed field of an item: who changed it, from what, to what. */
@Entity({ name: 'change_history' })
export class ChangeHistoryEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'item_id' })
  itemId!: number;

  @Column('text')
  username!: string;

  @Column('text', { name: 'field_changed' })
  fieldChanged!: string;

  @Column('text', { name: 'old_value', nullable: true })
  oldValue!: string | null;

  @Column('text', { name: 'new_value', nullable: true })
  newValue!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  toAnswer(): ChangeHistoryEntryAnswer {
    return {
      id: this.id,
      itemId: this.itemId,
      username: this.username,
      fieldChanged: this.fieldChanged,
      oldValue: this.oldValue,
      newValue: this.newValue,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
