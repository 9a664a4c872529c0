import type { PublicSubmissionAnswer, QuoteRequest as QuoteRequestBody } from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's request for a quote, kept until a manager answers it (SPEC §2.9, §3). */
@Entity({ name: 'quote_requests' })
export class QuoteRequest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  name!: string;

  @Column('text')
  phone!: string;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('text', { nullable: true })
  company!: string | null;

  @Column('text', { name: 'service_type' })
  serviceType!: string;

  @Column('text', { name: 'source_country', nullable: true })
  sourceCountry!: string | null;

  @Column('text', { name: 'destination_country', nullable: true })
  destinationCountry!: string | null;

  @Column('text', { name: 'estimated_budget', nullable: true })
  estimatedBudget!: string | null;

  @Column('text', { nullable: true })
  timeline!: string | null;

  @Column('text')
  description!: string;

  @Column('text')
  status!: 'new';

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;

  /** Optional fields the wizard sends empty are stored as absent. */
  static receive(body: QuoteRequestBody): QuoteRequest {
    return Object.assign(new QuoteRequest(), {
      name: body.name,
      phone: body.phone,
      email: presentOrNull(body.email),
      company: presentOrNull(body.company),
      serviceType: body.serviceType,
      sourceCountry: presentOrNull(body.sourceCountry),
      destinationCountry: presentOrNull(body.destinationCountry),
      estimatedBudget: presentOrNull(body.estimatedBudget),
      timeline: presentOrNull(body.timeline),
      description: body.description,
      status: 'new',
    });
  }

  toAnswer(): PublicSubmissionAnswer {
    return { id: this.id, status: this.status };
  }
}

function presentOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
