import type {
  RequestKind,
  RequestStatus,
  RequestStatusChange as RequestStatusChangeAnswer,
} from '@silkway/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One status change of a quote request or contact message: who, when, from what to what, and the note. */
@Entity({ name: 'request_status_changes' })
export class RequestStatusChange {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { name: 'request_kind' })
  requestKind!: RequestKind;

  @Column('integer', { name: 'request_id' })
  requestId!: number;

  @Column('text', { name: 'from_status', nullable: true })
  fromStatus!: RequestStatus | null;

  @Column('text', { name: 'to_status' })
  toStatus!: RequestStatus;

  @Column('text', { nullable: true })
  note!: string | null;

  @Column('text', { name: 'changed_by' })
  changedBy!: string;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;

  toAnswer(): RequestStatusChangeAnswer {
    const { fromStatus, toStatus, note, changedBy } = this;
    return { fromStatus, toStatus, note, changedBy, changedAt: this.changedAt.toISOString() };
  }
}
