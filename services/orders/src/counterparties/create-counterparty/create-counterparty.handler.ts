import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { Counterparty } from '../counterparty.entity.js';
import { CreateCounterpartyCommand } from './create-counterparty.command.js';

@CommandHandler(CreateCounterpartyCommand)
export class CreateCounterpartyHandler implements ICommandHandler<CreateCounterpartyCommand> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  async execute({ fields }: CreateCounterpartyCommand): Promise<CounterpartyAnswer> {
    const saved = await this.counterparties.save(Counterparty.create(fields));
    return saved.toAnswer();
  }
}
