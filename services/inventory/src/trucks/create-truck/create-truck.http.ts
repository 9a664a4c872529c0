import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { truckCreateBody, type TruckAnswer, type TruckCreateBody, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { CreateTruckCommand } from './create-truck.command.js';

@Controller()
export class CreateTruckController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.trucks.create)
  create(@Body(validated(truckCreateBody)) body: TruckCreateBody): Promise<TruckAnswer> {
    return this.commands.execute(new CreateTruckCommand(body));
  }
}
