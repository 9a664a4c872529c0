import type { ArchiveFolderAnswer } from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A folder of the archive tab; folders nest through `parentId` (null = top level). */
@Entity({ name: 'archive_folders' })
export class ArchiveFolder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  name!: string;

  /** The breadcrumb text the admin screen sends; kept as given. */
  @Column('text', { nullable: true })
  path!: string | null;

  @Column('integer', { name: 'parent_id', nullable: true })
  parentId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  toAnswer(): ArchiveFolderAnswer {
    return {
      id: this.id,
      name: this.name,
      path: this.path,
      parentId: this.parentId,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
