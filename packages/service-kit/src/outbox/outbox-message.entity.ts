import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event written in the producer's transaction, waiting for the relay to publish it. */
@Entity({ name: 'outbox' })
export class OutboxMessage {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  type!: string;

  /** Queue the relay publishes to: the consuming service's name. */
  @Column('text')
  consumer!: string;

  @Column('jsonb')
  payload!: unknown;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  /** Last publication to the queue; a row still undelivered long after it is published again. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** The job of that publication (with the other events the relay sent its consumer then); null before jobs were batched. */
  @Column({ name: 'job_id', type: 'text', nullable: true })
  jobId!: string | null;

  /** Set when the consumer acknowledged that the effect is committed. */
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;
}
