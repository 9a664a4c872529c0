import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileMessages } from '@silkway/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { FileOwner } from './file-owner.js';
import { OwnerDocument } from './owner-document.entity.js';
import { OwnerFolder } from './owner-folder.entity.js';

const ofOwner = (owner: FileOwner) => ({ ownerKind: owner.kind, ownerId: owner.id });

@Injectable()
export class OwnerFilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findFoldersOf(owner: FileOwner): Promise<OwnerFolder[]> {
    return this.dataSource.manager.find(OwnerFolder, {
      where: ofOwner(owner),
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  findDocumentsOf(
    owner: FileOwner,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OwnerDocument[]> {
    return manager.find(OwnerDocument, {
      where: ofOwner(owner),
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async findFolderOrFail(
    owner: FileOwner,
    folderId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OwnerFolder> {
    const folder = await manager.findOneBy(OwnerFolder, { id: folderId, ...ofOwner(owner) });
    if (!folder) throw new NotFoundException(fileMessages.folderNotFound);
    return folder;
  }

  async findDocumentOrFail(
    owner: FileOwner,
    documentId: number,
    manager: EntityManager,
  ): Promise<OwnerDocument> {
    const document = await manager.findOneBy(OwnerDocument, { id: documentId, ...ofOwner(owner) });
    if (!document) throw new NotFoundException(fileMessages.documentNotFound);
    return document;
  }

  findDocumentsInFolder(manager: EntityManager, folderId: number): Promise<OwnerDocument[]> {
    return manager.findBy(OwnerDocument, { folderId });
  }

  saveFolder(owner: FileOwner, name: string, manager: EntityManager): Promise<OwnerFolder> {
    return manager.save(Object.assign(new OwnerFolder(), { ...ofOwner(owner), name }));
  }

  /** Deletes every folder and document row of the owner and answers the documents it deleted. */
  async deleteAllOf(owner: FileOwner, manager: EntityManager): Promise<OwnerDocument[]> {
    const documents = await this.findDocumentsOf(owner, manager);
    await manager.delete(OwnerDocument, ofOwner(owner));
    await manager.delete(OwnerFolder, ofOwner(owner));
    return documents;
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }
}
