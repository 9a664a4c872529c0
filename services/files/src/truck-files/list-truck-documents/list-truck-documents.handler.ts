import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DocumentAnswer } from '@silkway/contracts';
import { TruckFilesRepository } from '../truck-files.repository.js';
import { ListTruckDocumentsQuery } from './list-truck-documents.query.js';

@QueryHandler(ListTruckDocumentsQuery)
export class ListTruckDocumentsHandler implements IQueryHandler<ListTruckDocumentsQuery> {
  constructor(private readonly truckFiles: TruckFilesRepository) {}

  async execute({ truckId }: ListTruckDocumentsQuery): Promise<DocumentAnswer[]> {
    return (await this.truckFiles.findDocumentsOfTruck(truckId)).map((document) => document.toAnswer());
  }
}
