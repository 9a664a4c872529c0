import { api, pathOf } from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An object in S3 and what the service knows about it; every kind of document points to one. */
@Entity({ name: 'stored_files' })
export class StoredFile {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  bucket!: string;

  @Column('text', { name: 'object_key' })
  objectKey!: string;

  @Column('text', { name: 'file_name' })
  fileName!: string;

  /** Detected from the bytes, never taken from the sender. */
  @Column('text', { name: 'mime_type' })
  mimeType!: string;

  @Column('bigint', {
    transformer: { to: (value: number) => value, from: (value: string) => Number(value) },
  })
  size!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  get downloadUrl(): string {
    return pathOf(api.downloads.byId, { id: this.id });
  }

  get isImage(): boolean {
    return this.mimeType.startsWith('image/');
  }
}
