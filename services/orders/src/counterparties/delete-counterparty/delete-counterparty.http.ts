import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { type ExpectedVersion, Endpoint, IfMatch, validated } from '@silkway/service-kit';
import { DeleteCounterpartyCommand } from './delete-counterparty.command.js';

@Controller()
export class DeleteCounterpartyController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.counterparties.delete)
  delete(
    @Param('id', validated(idParam)) id: number,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<void> {
    return this.commands.execute(new DeleteCounterpartyCommand(id, expected));
  }
}
