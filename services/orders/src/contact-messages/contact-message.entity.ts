import { VersionedRecord } from '@silkway/service-kit';
import type {
  ContactMessage as ContactMessageBody,
  ContactMessageAnswer,
  PublicSubmissionAnswer,
  RequestStatus,
} from '@silkway/contracts';
import { Column, CreateDateColumn, Entity } from 'typeorm';

/** A message from the contact page (product.md §2.6), kept until someone replies. */
@Entity({ name: 'contact_messages' })
export class ContactMessage extends VersionedRecord {
  @Column('text')
  name!: string;

  @Column('text')
  email!: string;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('text')
  subject!: string;

  @Column('text')
  message!: string;

  @Column('text')
  status!: RequestStatus;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;

  static receive(body: ContactMessageBody): ContactMessage {
    return Object.assign(new ContactMessage(), {
      name: body.name,
      email: body.email,
      phone: body.phone?.trim() || null,
      subject: body.subject,
      message: body.message,
      status: 'new',
    });
  }

  toSubmissionAnswer(): PublicSubmissionAnswer {
    return { id: this.id, status: 'new' };
  }

  toAnswer(): ContactMessageAnswer {
    const { id, name, email, phone, subject, message, status } = this;
    return {
      kind: 'contact',
      id,
      version: this.version,
      name,
      email,
      phone,
      subject,
      message,
      status,
      receivedAt: this.receivedAt.toISOString(),
    };
  }
}
