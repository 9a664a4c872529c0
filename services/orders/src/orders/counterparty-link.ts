import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { counterpartyMessages } from '@silkway/contracts';
import { ValidationFailedException } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { Counterparty } from '../entities/counterparty.entity.js';

/** An order may name only a counterparty that exists: a 400 on the field, not a foreign-key 500. */
@Injectable()
export class CounterpartyLink {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async assertLinkable(counterpartyId: number | null | undefined): Promise<void> {
    if (counterpartyId == null) return;
    if (!(await this.dataSource.manager.existsBy(Counterparty, { id: counterpartyId }))) {
      throw new ValidationFailedException({ counterpartyId: [counterpartyMessages.notFound] });
    }
  }
}
