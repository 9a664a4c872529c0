import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { truckCreateBody, type TruckAnswer, type TruckCreateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { CreateTruckCommand } from './create-truck.command.js';

@Controller('api/admin/trucks')
export class CreateTruckController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(@Body(validated(truckCreateBody)) body: TruckCreateBody): Promise<TruckAnswer> {
    return this.commands.execute(new CreateTruckCommand(body));
  }
}
