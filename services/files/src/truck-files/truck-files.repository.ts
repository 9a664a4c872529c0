import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileMessages } from '@silkway/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { TruckDocument } from './truck-document.entity.js';
import { TruckFolder } from './truck-folder.entity.js';

@Injectable()
export class TruckFilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findFoldersOfTruck(truckId: number): Promise<TruckFolder[]> {
    return this.dataSource.manager.find(TruckFolder, { where: { truckId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findDocumentsOfTruck(truckId: number, manager: EntityManager = this.dataSource.manager): Promise<TruckDocument[]> {
    return manager.find(TruckDocument, { where: { truckId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async findFolderOrFail(truckId: number, folderId: number, manager: EntityManager = this.dataSource.manager): Promise<TruckFolder> {
    const folder = await manager.findOneBy(TruckFolder, { id: folderId, truckId });
    if (!folder) throw new NotFoundException(fileMessages.folderNotFound);
    return folder;
  }

  async findDocumentOrFail(truckId: number, documentId: number, manager: EntityManager): Promise<TruckDocument> {
    const document = await manager.findOneBy(TruckDocument, { id: documentId, truckId });
    if (!document) throw new NotFoundException(fileMessages.documentNotFound);
    return document;
  }

  findDocumentsInFolder(manager: EntityManager, folderId: number): Promise<TruckDocument[]> {
    return manager.findBy(TruckDocument, { folderId });
  }

  saveFolder(folder: TruckFolder): Promise<TruckFolder> {
    return this.dataSource.manager.save(folder);
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }
}
