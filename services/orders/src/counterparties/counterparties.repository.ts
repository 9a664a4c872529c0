import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { counterpartyMessages } from '@silkway/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { Counterparty } from '../entities/counterparty.entity.js';

@Injectable()
export class CounterpartiesRepository {
  constructor(
    @InjectRepository(Counterparty) private readonly counterparties: Repository<Counterparty>,
  ) {}

  /** Newest first, as the counterparties tab lists them. */
  findAllNewestFirst(): Promise<Counterparty[]> {
    return this.counterparties.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async findByIdOrFail(id: number): Promise<Counterparty> {
    const counterparty = await this.counterparties.findOneBy({ id });
    if (!counterparty) throw new NotFoundException(counterpartyMessages.notFound);
    return counterparty;
  }

  /** Locks the row for the rest of the caller's transaction, so a concurrent change waits instead of being overwritten. */
  async findByIdForUpdateOrFail(manager: EntityManager, id: number): Promise<Counterparty> {
    const counterparty = await manager.findOne(Counterparty, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!counterparty) throw new NotFoundException(counterpartyMessages.notFound);
    return counterparty;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.counterparties.manager.transaction(work);
  }

  save(counterparty: Counterparty): Promise<Counterparty> {
    return this.counterparties.save(counterparty);
  }
}
