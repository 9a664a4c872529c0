import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TruckAnswer } from '@silkway/contracts';
import { TrucksRepository } from '../trucks.repository.js';
import { UpdateTruckCommand } from './update-truck.command.js';

@CommandHandler(UpdateTruckCommand)
export class UpdateTruckHandler implements ICommandHandler<UpdateTruckCommand> {
  constructor(private readonly trucks: TrucksRepository) {}

  async execute({ id, fields }: UpdateTruckCommand): Promise<TruckAnswer> {
    const truck = await this.trucks.findByIdOrFail(id);
    truck.change(fields);
    return (await this.trucks.save(truck)).toAnswer();
  }
}
