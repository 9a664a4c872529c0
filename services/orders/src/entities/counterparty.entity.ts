import type {
  CounterpartyAnswer,
  NotificationLanguage,
  CounterpartyCreateBody,
  CounterpartyType,
  CounterpartyUpdateBody,
} from '@silkway/contracts';
import {
  applyChanges,
  CreatedAtColumn,
  MoneyColumn,
  RecordVersionColumn,
  UpdatedAtColumn,
} from '@silkway/service-kit';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'counterparties' })
export class Counterparty {
  @PrimaryGeneratedColumn()
  id!: number;

  @RecordVersionColumn()
  version!: number;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  company!: string | null;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('text', { nullable: true })
  address!: string | null;

  @Column('text', { name: 'tax_id', nullable: true })
  taxId!: string | null;

  @Column('text')
  type!: CounterpartyType;

  @MoneyColumn({ name: 'credit_limit' })
  creditLimit!: number;

  @MoneyColumn({ name: 'current_debt', default: 0 })
  currentDebt!: number;

  @Column('text', { nullable: true })
  comments!: string | null;

  /** The client may sign in to its account (docs/portal-accounts.md); set by an invitation. */
  @Column('boolean', { name: 'portal_access', default: false })
  portalAccess!: boolean;

  /** The language of its e-mails (sign-in links, its orders' changes): the last one chosen. */
  @Column('text', { name: 'portal_language', default: 'ru' })
  portalLanguage!: NotificationLanguage;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;

  static create(fields: CounterpartyCreateBody): Counterparty {
    return Object.assign(new Counterparty(), {
      ...fields,
      currentDebt: 0,
      portalAccess: false,
      portalLanguage: 'ru',
    });
  }

  /** Absent fields stay as they are; a field sent empty is cleared. */
  change(fields: CounterpartyUpdateBody): void {
    applyChanges(this, fields);
  }

  toAnswer(): CounterpartyAnswer {
    return {
      id: this.id,
      version: this.version,
      name: this.name,
      company: this.company,
      email: this.email,
      phone: this.phone,
      address: this.address,
      taxId: this.taxId,
      type: this.type,
      creditLimit: this.creditLimit,
      currentDebt: this.currentDebt,
      comments: this.comments,
      createdAt: this.createdAt.toISOString(),
      portalAccess: this.portalAccess,
      portalLanguage: this.portalLanguage,
    };
  }
}
