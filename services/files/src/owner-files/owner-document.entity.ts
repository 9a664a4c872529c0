import type { DocumentAnswer } from '@silkway/contracts';
import { Column, Entity } from 'typeorm';
import { FiledStoredFile } from '../storage/filed-stored-file.js';
import type { OwnerKind } from './file-owner.js';

@Entity({ name: 'owner_documents' })
export class OwnerDocument extends FiledStoredFile {
  @Column('text', { name: 'owner_kind' })
  ownerKind!: OwnerKind;

  @Column('integer', { name: 'owner_id' })
  ownerId!: number;

  @Column('text', { nullable: true })
  type!: string | null;

  toAnswer(): DocumentAnswer {
    return { ...this.filedAnswer(), type: this.type };
  }
}
