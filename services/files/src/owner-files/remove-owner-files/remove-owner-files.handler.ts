import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StoredFiles } from '../../storage/stored-files.js';
import type { FileOwner } from '../file-owner.js';
import { OwnerFilesRepository } from '../owner-files.repository.js';

/**
 * `truck.deleted` (from inventory) and `order.deleted` (from orders): the owner's folders,
 * documents and objects go. Runs inside the consumer's transaction that records the event id, so
 * a repeat delivery changes nothing.
 */
@Injectable()
export class RemoveOwnerFilesHandler {
  constructor(
    private readonly ownerFiles: OwnerFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  async handle(manager: EntityManager, owner: FileOwner): Promise<void> {
    const documents = await this.ownerFiles.deleteAllOf(owner, manager);
    await this.storedFiles.removeWithin(
      manager,
      documents.map((document) => document.file),
    );
  }
}
