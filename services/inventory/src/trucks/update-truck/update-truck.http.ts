import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, truckUpdateBody, type TruckAnswer, type TruckUpdateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { UpdateTruckCommand } from './update-truck.command.js';

@Controller('api/admin/trucks')
export class UpdateTruckController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(@Param('id', validated(idParam)) id: number, @Body(validated(truckUpdateBody)) body: TruckUpdateBody): Promise<TruckAnswer> {
    return this.commands.execute(new UpdateTruckCommand(id, body));
  }
}
