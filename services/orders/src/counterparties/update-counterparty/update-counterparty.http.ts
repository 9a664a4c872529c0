import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  counterpartyUpdateBody,
  idParam,
  type CounterpartyAnswer,
  type CounterpartyUpdateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { UpdateCounterpartyCommand } from './update-counterparty.command.js';

@Controller()
export class UpdateCounterpartyController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.counterparties.update)
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(counterpartyUpdateBody)) body: CounterpartyUpdateBody,
  ): Promise<CounterpartyAnswer> {
    return this.commands.execute(new UpdateCounterpartyCommand(id, body));
  }
}
