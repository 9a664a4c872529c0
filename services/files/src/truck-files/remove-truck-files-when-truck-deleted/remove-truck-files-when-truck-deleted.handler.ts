import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { StoredFiles } from '../../storage/stored-files.js';
import { TruckDocument } from '../truck-document.entity.js';
import { TruckFilesRepository } from '../truck-files.repository.js';
import { TruckFolder } from '../truck-folder.entity.js';

/**
 * `truck.deleted` (from inventory): the truck's folders, documents and objects go. Runs inside the
 * consumer's transaction that records the event id, so a repeat delivery changes nothing.
 */
@Injectable()
export class RemoveTruckFilesWhenTruckDeletedHandler {
  constructor(
    private readonly truckFiles: TruckFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  async handle(manager: EntityManager, { payload: { truckId } }: DomainEvent<'truck.deleted'>): Promise<void> {
    const documents = await this.truckFiles.findDocumentsOfTruck(truckId, manager);
    await manager.delete(TruckDocument, { truckId });
    await manager.delete(TruckFolder, { truckId });
    await this.storedFiles.removeWithin(manager, documents.map((document) => document.file));
  }
}
