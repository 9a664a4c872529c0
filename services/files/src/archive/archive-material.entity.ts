import type { ArchiveMaterialAnswer, ArchiveMaterialType } from '@silkway/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { StoredFile } from '../storage/stored-file.entity.js';

@Entity({ name: 'archive_materials' })
export class ArchiveMaterial {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'folder_id', nullable: true })
  folderId!: number | null;

  @Column('integer', { name: 'stored_file_id' })
  storedFileId!: number;

  @OneToOne(() => StoredFile, { eager: true })
  @JoinColumn({ name: 'stored_file_id' })
  file!: StoredFile;

  @Column('text')
  name!: string;

  /** Decided from the type found in the bytes (SPEC §9), never from the sender's claim. */
  @Column('text')
  type!: ArchiveMaterialType;

  @Column('text', { nullable: true })
  description!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  toAnswer(): ArchiveMaterialAnswer {
    return {
      id: this.id,
      name: this.name,
      type: this.type,
      folderId: this.folderId,
      description: this.description,
      mimeType: this.file.mimeType,
      fileSize: this.file.size,
      url: this.file.downloadUrl,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
