import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { counterpartyMessages } from '@silkway/contracts';
import { Audit } from '@silkway/service-kit';
import { Order } from '../../entities/order.entity.js';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { DeleteCounterpartyCommand } from './delete-counterparty.command.js';

/**
 * A counterparty with orders stays (409): its orders would lose their client. The row is locked
 * first, so an order linked meanwhile either is seen here or waits and then fails the foreign key.
 */
@CommandHandler(DeleteCounterpartyCommand)
export class DeleteCounterpartyHandler implements ICommandHandler<DeleteCounterpartyCommand> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  execute({ id }: DeleteCounterpartyCommand): Promise<void> {
    return this.counterparties.transaction(async (manager) => {
      const counterparty = await this.counterparties.findByIdForUpdateOrFail(manager, id);
      if (await manager.existsBy(Order, { counterpartyId: id }))
        throw new ConflictException(counterpartyMessages.hasOrders);
      await Audit.remove(manager, counterparty, {
        entity: 'counterparty',
        entityId: id,
        summary: counterparty.name,
      });
    });
  }
}
