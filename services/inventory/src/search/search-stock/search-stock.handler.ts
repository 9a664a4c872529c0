import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { INVENTORY_SEARCH_LIMIT, type InventorySearchAnswer } from '@silkway/contracts';
import type { Repository } from 'typeorm';
import { InventoryItem } from '../../stock/inventory-item.entity.js';
import { SearchStockQuery } from './search-stock.query.js';

/**
 * The inventory service's part of the admin Search tab: stock lines whose code, name or
 * description contains the text (any case), with their warehouse, in code order.
 */
@QueryHandler(SearchStockQuery)
export class SearchStockHandler implements IQueryHandler<SearchStockQuery> {
  constructor(@InjectRepository(InventoryItem) private readonly items: Repository<InventoryItem>) {}

  async execute({ text }: SearchStockQuery): Promise<InventorySearchAnswer> {
    const lines = await this.items
      .createQueryBuilder('item')
      .innerJoinAndSelect('item.warehouse', 'warehouse')
      .where(
        'lower(item.code) LIKE :pattern OR lower(item.name) LIKE :pattern OR lower(item.description) LIKE :pattern',
        {
          pattern: containsPattern(text),
        },
      )
      .orderBy('item.code', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .limit(INVENTORY_SEARCH_LIMIT)
      .getMany();
    return { inventory: lines.map((line) => line.toAnswer()) };
  }
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
