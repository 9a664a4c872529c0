import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { Counterparty } from '../../entities/counterparty.entity.js';
import { CreateCounterpartyCommand } from './create-counterparty.command.js';

@CommandHandler(CreateCounterpartyCommand)
export class CreateCounterpartyHandler implements ICommandHandler<CreateCounterpartyCommand> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  async execute({ fields }: CreateCounterpartyCommand): Promise<CounterpartyAnswer> {
    const saved = await this.counterparties.transaction(async (manager) => {
      const counterparty = await manager.save(Counterparty.create(fields));
      Audit.record(manager, {
        action: 'create',
        entity: 'counterparty',
        entityId: counterparty.id,
        summary: counterparty.name,
        after: auditFields(counterparty),
      });
      return counterparty;
    });
    return saved.toAnswer();
  }
}
