import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { counterpartyCreateBody, type CounterpartyAnswer, type CounterpartyCreateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { CreateCounterpartyCommand } from './create-counterparty.command.js';

@Controller('api/admin/counterparties')
export class CreateCounterpartyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(@Body(validated(counterpartyCreateBody)) body: CounterpartyCreateBody): Promise<CounterpartyAnswer> {
    return this.commands.execute(new CreateCounterpartyCommand(body));
  }
}
