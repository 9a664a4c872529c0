import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TruckAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { announceTruckUpserted } from '../truck-events.js';
import { Truck } from '../truck.entity.js';
import { CreateTruckCommand } from './create-truck.command.js';

@CommandHandler(CreateTruckCommand)
export class CreateTruckHandler implements ICommandHandler<CreateTruckCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ fields }: CreateTruckCommand): Promise<TruckAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const truck = await manager.save(Truck.create(fields));
      announceTruckUpserted(manager, truck);
      Audit.record(manager, {
        action: 'create',
        entity: 'truck',
        entityId: truck.id,
        summary: truck.number,
        after: auditFields(truck),
      });
      return truck.toAnswer();
    });
  }
}
