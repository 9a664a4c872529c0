import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { INVENTORY_SEARCH_LIMIT, type InventorySearchAnswer } from '@silkway/contracts';
import { textSearchPattern } from '@silkway/service-kit';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { InventoryItem } from '../../entities/inventory-item.entity.js';
import { SearchStockQuery } from './search-stock.query.js';

const SEARCHED_COLUMNS = ['code', 'name', 'description'];

/**
 * Stock lines matching `text` with their warehouse, in code order (exported for the plan checks).
 * Each column is searched on its own, for the first lines in code order: one OR across the three
 * is planned as a whole, and PostgreSQL then reads the table rather than three small indexes.
 */
export function stockSearch(
  items: Repository<InventoryItem>,
  text: string,
): SelectQueryBuilder<InventoryItem> {
  const table = items.metadata.tablePath;
  const firstOfEach = SEARCHED_COLUMNS.map(
    (column) =>
      `(SELECT id FROM ${table} WHERE lower(${column}) LIKE :pattern ORDER BY code, id LIMIT ${INVENTORY_SEARCH_LIMIT})`,
  ).join(' UNION ');
  return items
    .createQueryBuilder('item')
    .innerJoinAndSelect('item.warehouse', 'warehouse')
    .where(`item.id IN (${firstOfEach})`, { pattern: textSearchPattern(text) })
    .orderBy('item.code', 'ASC')
    .addOrderBy('item.id', 'ASC')
    .limit(INVENTORY_SEARCH_LIMIT);
}

/**
 * The inventory service's part of the admin Search tab: stock lines whose code, name or
 * description contains the text (starts with it, for one or two characters; any case), with their
 * warehouse, in code order.
 */
@QueryHandler(SearchStockQuery)
export class SearchStockHandler implements IQueryHandler<SearchStockQuery> {
  constructor(@InjectRepository(InventoryItem) private readonly items: Repository<InventoryItem>) {}

  async execute({ text }: SearchStockQuery): Promise<InventorySearchAnswer> {
    const lines = await stockSearch(this.items, text).getMany();
    return { inventory: lines.map((line) => line.toAnswer()) };
  }
}
