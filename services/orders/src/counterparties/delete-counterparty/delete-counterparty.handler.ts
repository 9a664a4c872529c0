import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { DeleteCounterpartyCommand } from './delete-counterparty.command.js';

/** The counterparty's orders stay; their counterparty link is cleared by the foreign key. */
@CommandHandler(DeleteCounterpartyCommand)
export class DeleteCounterpartyHandler implements ICommandHandler<DeleteCounterpartyCommand> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  execute({ id }: DeleteCounterpartyCommand): Promise<void> {
    return this.counterparties.deleteByIdOrFail(id);
  }
}
