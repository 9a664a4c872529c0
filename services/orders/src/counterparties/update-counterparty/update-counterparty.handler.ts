import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { Audit, auditFields, refuseStaleVersion } from '@silkway/service-kit';
import { CounterpartyBalances } from '../counterparty-balances.js';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { announcePortalClientChanged } from '../portal-client-changed.js';
import { UpdateCounterpartyCommand } from './update-counterparty.command.js';

@CommandHandler(UpdateCounterpartyCommand)
export class UpdateCounterpartyHandler implements ICommandHandler<UpdateCounterpartyCommand> {
  constructor(
    private readonly counterparties: CounterpartiesRepository,
    private readonly balances: CounterpartyBalances,
  ) {}

  async execute({ id, fields, expected }: UpdateCounterpartyCommand): Promise<CounterpartyAnswer> {
    const answer = await this.counterparties.transaction(async (manager) => {
      const counterparty = await this.counterparties.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'counterparty', counterparty, async () => ({
        ...counterparty.toAnswer(),
        currentDebt: (await this.balances.ofOneOrFail(id)).balance,
      }));
      const before = auditFields(counterparty);
      counterparty.change(fields);
      const saved = await manager.save(counterparty);
      // A client with an account hears of its orders at its current address.
      if (saved.portalAccess && saved.email !== before.email)
        await announcePortalClientChanged(manager, saved);
      Audit.record(manager, {
        action: 'update',
        entity: 'counterparty',
        entityId: id,
        summary: saved.name,
        before,
        after: auditFields(saved),
      });
      return saved.toAnswer();
    });
    // The debt is the ledger's (docs/payments.md "Balance").
    return { ...answer, currentDebt: (await this.balances.ofOneOrFail(id)).balance };
  }
}
