import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  counterpartyCreateBody,
  type CounterpartyAnswer,
  type CounterpartyCreateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { CreateCounterpartyCommand } from './create-counterparty.command.js';

@Controller()
export class CreateCounterpartyController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.counterparties.create)
  create(
    @Body(validated(counterpartyCreateBody)) body: CounterpartyCreateBody,
  ): Promise<CounterpartyAnswer> {
    return this.commands.execute(new CreateCounterpartyCommand(body));
  }
}
