import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { counterpartyUpdateBody, idParam, type CounterpartyAnswer, type CounterpartyUpdateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { UpdateCounterpartyCommand } from './update-counterparty.command.js';

@Controller('api/admin/counterparties')
export class UpdateCounterpartyController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(counterpartyUpdateBody)) body: CounterpartyUpdateBody,
  ): Promise<CounterpartyAnswer> {
    return this.commands.execute(new UpdateCounterpartyCommand(id, body));
  }
}
