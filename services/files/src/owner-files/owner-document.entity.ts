import type { DocumentAnswer } from '@silkway/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { StoredFile } from '../storage/stored-file.entity.js';
import type { OwnerKind } from './file-owner.js';

@Entity({ name: 'owner_documents' })
export class OwnerDocument {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { name: 'owner_kind' })
  ownerKind!: OwnerKind;

  @Column('integer', { name: 'owner_id' })
  ownerId!: number;

  @Column('integer', { name: 'folder_id', nullable: true })
  folderId!: number | null;

  @Column('integer', { name: 'stored_file_id' })
  storedFileId!: number;

  @OneToOne(() => StoredFile, { eager: true })
  @JoinColumn({ name: 'stored_file_id' })
  file!: StoredFile;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  type!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  toAnswer(): DocumentAnswer {
    return {
      id: this.id,
      name: this.name,
      type: this.type,
      folderId: this.folderId,
      mimeType: this.file.mimeType,
      fileSize: this.file.size,
      url: this.file.downloadUrl,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
