import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { INVENTORY_SEARCH_LIMIT, type InventorySearchAnswer } from '@silkway/contracts';
import { textSearchPattern } from '@silkway/service-kit';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { InventoryItem } from '../../stock/inventory-item.entity.js';
import { SearchStockQuery } from './search-stock.query.js';

/** Stock lines matching `text` with their warehouse, in code order (exported for the plan checks). */
export function stockSearch(
  items: Repository<InventoryItem>,
  text: string,
): SelectQueryBuilder<InventoryItem> {
  return items
    .createQueryBuilder('item')
    .innerJoinAndSelect('item.warehouse', 'warehouse')
    .where(
      'lower(item.code) LIKE :pattern OR lower(item.name) LIKE :pattern OR lower(item.description) LIKE :pattern',
      { pattern: textSearchPattern(text) },
    )
    .orderBy('item.code', 'ASC')
    .addOrderBy('item.id', 'ASC')
    .limit(INVENTORY_SEARCH_LIMIT);
}

/**
 * The inventory service's part of the admin Search tab: stock lines whose code, name or
 * description contains the text (starts with it, for one or two characters; any case), with their
 * warehouse, in code order. Each condition has its index, so PostgreSQL ORs their bitmaps.
 */
@QueryHandler(SearchStockQuery)
export class SearchStockHandler implements IQueryHandler<SearchStockQuery> {
  constructor(@InjectRepository(InventoryItem) private readonly items: Repository<InventoryItem>) {}

  async execute({ text }: SearchStockQuery): Promise<InventorySearchAnswer> {
    const lines = await stockSearch(this.items, text).getMany();
    return { inventory: lines.map((line) => line.toAnswer()) };
  }
}
