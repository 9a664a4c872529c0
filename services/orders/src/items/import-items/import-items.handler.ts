import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ImportAnswer } from '@silkway/contracts';
import { Audit, parseImportRows, readSheet, sheetPreview } from '@silkway/service-kit';
import { ITEM_IMPORT_LAYOUT, itemImportRow } from '../../spreadsheets/order-sheets.js';
import { saveNewItem } from '../add-item/new-item.js';
import { ItemsRepository } from '../items.repository.js';
import { TruckLink } from '../../trucks/truck-link.js';
import { WarehouseLink } from '../../warehouses/warehouse-link.js';
import { ImportItemsCommand } from './import-items.command.js';

/**
 * A supplier's packing list into an order: every row becomes an item exactly as the add form
 * makes one (saveNewItem), all in one transaction. Any bad row, or a dry run, writes nothing.
 */
@CommandHandler(ImportItemsCommand)
export class ImportItemsHandler implements ICommandHandler<ImportItemsCommand> {
  constructor(
    private readonly items: ItemsRepository,
    private readonly trucks: TruckLink,
    private readonly warehouses: WarehouseLink,
  ) {}

  async execute({ orderId, file, dryRun, username }: ImportItemsCommand): Promise<ImportAnswer> {
    await this.items.assertOrderExists(orderId);
    const sheet = await readSheet(file);
    const { valid, errors } = parseImportRows(sheet, ITEM_IMPORT_LAYOUT, itemImportRow);
    const answer = { rows: sheet.rows.length, created: valid.length, updated: 0, errors };
    if (dryRun || errors.length) {
      Audit.nothingChanged();
      return dryRun ? { ...answer, preview: sheetPreview(sheet, errors) } : answer;
    }
    await this.items.transaction(async (manager) => {
      const order = await this.items.holdOrderOrFail(manager, orderId);
      for (const {
        value: { photos: _none, ...fields },
      } of valid)
        await saveNewItem(manager, order, fields, [], username, this.trucks, this.warehouses);
      Audit.record(manager, {
        action: 'import',
        entity: 'order',
        entityId: orderId,
        summary: `Импорт: ${valid.length} поз.`,
        changes: [{ field: 'items', from: null, to: String(valid.length) }],
        via: 'import',
      });
    });
    return answer;
  }
}
