import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';
import { TruckFilesRepository } from '../truck-files.repository.js';
import { ListTruckFoldersQuery } from './list-truck-folders.query.js';

@QueryHandler(ListTruckFoldersQuery)
export class ListTruckFoldersHandler implements IQueryHandler<ListTruckFoldersQuery> {
  constructor(private readonly truckFiles: TruckFilesRepository) {}

  async execute({ truckId }: ListTruckFoldersQuery): Promise<FolderAnswer[]> {
    return (await this.truckFiles.findFoldersOfTruck(truckId)).map((folder) => folder.toAnswer());
  }
}
