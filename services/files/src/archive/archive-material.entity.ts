import type { ArchiveMaterialAnswer, ArchiveMaterialType } from '@silkway/contracts';
import { Column, Entity } from 'typeorm';
import { FiledStoredFile } from '../storage/filed-stored-file.js';

@Entity({ name: 'archive_materials' })
export class ArchiveMaterial extends FiledStoredFile {
  /** Decided from the type found in the bytes (product.md §9), never from the sender's claim. */
  @Column('text')
  type!: ArchiveMaterialType;

  @Column('text', { nullable: true })
  description!: string | null;

  toAnswer(): ArchiveMaterialAnswer {
    return { ...this.filedAnswer(), type: this.type, description: this.description };
  }
}
