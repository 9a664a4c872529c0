import type { ContactMessage as ContactMessageBody, PublicSubmissionAnswer } from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message from the contact page (SPEC §2.6), kept until someone replies. */
@Entity({ name: 'contact_messages' })
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id!: number;

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
  status!: 'new';

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

  toAnswer(): PublicSubmissionAnswer {
    return { id: this.id, status: this.status };
  }
}
