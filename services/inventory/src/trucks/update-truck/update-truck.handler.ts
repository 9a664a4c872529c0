import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TruckAnswer } from '@silkway/contracts';
import { Audit, auditFields, refuseStaleVersion } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { announceTruckUpserted } from '../truck-events.js';
import { TrucksRepository } from '../trucks.repository.js';
import { UpdateTruckCommand } from './update-truck.command.js';

/** The row is locked while it changes (the truck-load projection writes its weight and volume meanwhile); the orders service learns its number. */
@CommandHandler(UpdateTruckCommand)
export class UpdateTruckHandler implements ICommandHandler<UpdateTruckCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trucks: TrucksRepository,
  ) {}

  execute({ id, fields, expected }: UpdateTruckCommand): Promise<TruckAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const truck = await this.trucks.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'truck', truck, async () => truck.toAnswer());
      const before = auditFields(truck);
      truck.change(fields);
      const saved = await manager.save(truck);
      announceTruckUpserted(manager, saved);
      Audit.record(manager, {
        action: 'update',
        entity: 'truck',
        entityId: id,
        summary: saved.number,
        before,
        after: auditFields(saved),
      });
      return saved.toAnswer();
    });
  }
}
