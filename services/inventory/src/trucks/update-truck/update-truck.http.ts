import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  truckUpdateBody,
  type TruckAnswer,
  type TruckUpdateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { UpdateTruckCommand } from './update-truck.command.js';

@Controller()
export class UpdateTruckController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.trucks.update)
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(truckUpdateBody)) body: TruckUpdateBody,
  ): Promise<TruckAnswer> {
    return this.commands.execute(new UpdateTruckCommand(id, body));
  }
}
