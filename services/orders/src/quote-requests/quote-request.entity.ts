import { VersionedRecord } from '@silkway/service-kit';
import type {
  PublicSubmissionAnswer,
  QuoteRequest as QuoteRequestBody,
  QuoteRequestAnswer,
  RequestStatus,
} from '@silkway/contracts';
import { Column, CreateDateColumn, Entity } from 'typeorm';

/** A visitor's request for a quote, kept until a manager answers it (product.md §2.9, §3). */
@Entity({ name: 'quote_requests' })
export class QuoteRequest extends VersionedRecord {
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
  status!: RequestStatus;

  /** The client and order the request was converted into (POST …/convert). */
  @Column('integer', { name: 'counterparty_id', nullable: true })
  counterpartyId!: number | null;

  @Column('integer', { name: 'order_id', nullable: true })
  orderId!: number | null;

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

  toSubmissionAnswer(): PublicSubmissionAnswer {
    return { id: this.id, status: 'new' };
  }

  toAnswer(): QuoteRequestAnswer {
    return {
      kind: 'quote',
      id: this.id,
      version: this.version,
      name: this.name,
      phone: this.phone,
      email: this.email,
      company: this.company,
      serviceType: this.serviceType,
      sourceCountry: this.sourceCountry,
      destinationCountry: this.destinationCountry,
      estimatedBudget: this.estimatedBudget,
      timeline: this.timeline,
      description: this.description,
      status: this.status,
      counterpartyId: this.counterpartyId,
      orderId: this.orderId,
      receivedAt: this.receivedAt.toISOString(),
    };
  }
}

function presentOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
