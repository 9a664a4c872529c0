import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { UpdateCounterpartyCommand } from './update-counterparty.command.js';

@CommandHandler(UpdateCounterpartyCommand)
export class UpdateCounterpartyHandler implements ICommandHandler<UpdateCounterpartyCommand> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  async execute({ id, fields }: UpdateCounterpartyCommand): Promise<CounterpartyAnswer> {
    return this.counterparties.transaction(async (manager) => {
      const counterparty = await this.counterparties.findByIdForUpdateOrFail(manager, id);
      counterparty.change(fields);
      return (await manager.save(counterparty)).toAnswer();
    });
  }
}
