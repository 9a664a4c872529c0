import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { counterpartyMessages } from '@silkway/contracts';
import type { Repository } from 'typeorm';
import { Counterparty } from './counterparty.entity.js';

@Injectable()
export class CounterpartiesRepository {
  constructor(@InjectRepository(Counterparty) private readonly counterparties: Repository<Counterparty>) {}

  /** Newest first, as the counterparties tab lists them. */
  findAllNewestFirst(): Promise<Counterparty[]> {
    return this.counterparties.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async findByIdOrFail(id: number): Promise<Counterparty> {
    const counterparty = await this.counterparties.findOneBy({ id });
    if (!counterparty) throw new NotFoundException(counterpartyMessages.notFound);
    return counterparty;
  }

  save(counterparty: Counterparty): Promise<Counterparty> {
    return this.counterparties.save(counterparty);
  }

  async deleteByIdOrFail(id: number): Promise<void> {
    const { affected } = await this.counterparties.delete({ id });
    if (!affected) throw new NotFoundException(counterpartyMessages.notFound);
  }
}
