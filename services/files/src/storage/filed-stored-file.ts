import type { DocumentAnswer } from '@silkway/contracts';
import { Column, CreateDateColumn, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoredFile } from './stored-file.entity.js';

/** What every listed file answers, whatever its kind (the `storedFileAnswer` of the contracts, plus its folder). */
export type FiledStoredFileAnswer = Pick<
  DocumentAnswer,
  'id' | 'name' | 'folderId' | 'mimeType' | 'fileSize' | 'url' | 'createdAt'
>;

/**
 * A stored file an admin named and filed, at the top level or in a folder: the columns and the
 * answer that owner documents and archive materials share. Each subclass is its own table.
 */
export abstract class FiledStoredFile {
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  protected filedAnswer(): FiledStoredFileAnswer {
    return {
      id: this.id,
      name: this.name,
      folderId: this.folderId,
      mimeType: this.file.mimeType,
      fileSize: this.file.size,
      url: this.file.downloadUrl,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
