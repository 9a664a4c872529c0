import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileMessages } from '@silkway/contracts';
import { type DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { ArchiveFolder } from './archive-folder.entity.js';
import { ArchiveMaterial } from './archive-material.entity.js';

const byCreation = { createdAt: 'ASC', id: 'ASC' } as const;

@Injectable()
export class ArchiveRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The folders directly inside `parentId` (null: the top level). */
  findFoldersIn(parentId: number | null): Promise<ArchiveFolder[]> {
    return this.manager.find(ArchiveFolder, {
      where: { parentId: parentId ?? IsNull() },
      order: byCreation,
    });
  }

  /** The materials directly inside `folderId` (null: the top level). */
  findMaterialsIn(folderId: number | null): Promise<ArchiveMaterial[]> {
    return this.manager.find(ArchiveMaterial, {
      where: { folderId: folderId ?? IsNull() },
      order: byCreation,
    });
  }

  async findFolderOrFail(
    id: number,
    manager: EntityManager = this.manager,
  ): Promise<ArchiveFolder> {
    const folder = await manager.findOneBy(ArchiveFolder, { id });
    if (!folder) throw new NotFoundException(fileMessages.folderNotFound);
    return folder;
  }

  async findMaterialOrFail(id: number, manager: EntityManager): Promise<ArchiveMaterial> {
    const material = await manager.findOneBy(ArchiveMaterial, { id });
    if (!material) throw new NotFoundException(fileMessages.materialNotFound);
    return material;
  }

  /** Every material in the folder and in all the folders below it. */
  async findMaterialsUnder(manager: EntityManager, folderId: number): Promise<ArchiveMaterial[]> {
    const folders = manager.getRepository(ArchiveFolder).metadata.tablePath;
    const subtree: Array<{ id: number }> = await manager.query(
      `WITH RECURSIVE subtree AS (
         SELECT id FROM ${folders} WHERE id = $1
         UNION ALL SELECT child.id FROM ${folders} child JOIN subtree ON child.parent_id = subtree.id
       ) SELECT id FROM subtree`,
      [folderId],
    );
    return manager.findBy(ArchiveMaterial, { folderId: In(subtree.map((folder) => folder.id)) });
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }
}
