import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChangeHistoryEntryAnswer } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { ItemsRepository } from '../../items/items.repository.js';
import { ChangeHistoryEntry } from '../change-history-entry.entity.js';
import { GetItemHistoryQuery } from './get-item-history.query.js';

/** Newest first; 404 when the item does not exist. */
@QueryHandler(GetItemHistoryQuery)
export class GetItemHistoryHandler implements IQueryHandler<GetItemHistoryQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly items: ItemsRepository,
  ) {}

  async execute({ itemId }: GetItemHistoryQuery): Promise<ChangeHistoryEntryAnswer[]> {
    await this.items.findByIdOrFail(itemId);
    const entries = await this.dataSource.manager.find(ChangeHistoryEntry, {
      where: { itemId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return entries.map((entry) => entry.toAnswer());
  }
}
