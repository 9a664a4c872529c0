import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TruckAnswer } from '@silkway/contracts';
import { Truck } from '../truck.entity.js';
import { TrucksRepository } from '../trucks.repository.js';
import { CreateTruckCommand } from './create-truck.command.js';

@CommandHandler(CreateTruckCommand)
export class CreateTruckHandler implements ICommandHandler<CreateTruckCommand> {
  constructor(private readonly trucks: TrucksRepository) {}

  async execute({ fields }: CreateTruckCommand): Promise<TruckAnswer> {
    return (await this.trucks.save(Truck.create(fields))).toAnswer();
  }
}
