import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event whose effect is committed; a repeat delivery finds it here and does nothing. */
@Entity({ name: 'processed_events' })
export class ProcessedEvent {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column('text')
  type!: string;

  @Column({ name: 'processed_at', type: 'timestamptz' })
  processedAt!: Date;
}
