import { api } from '@silkway/contracts';
import { importController, importTemplateController } from '@silkway/service-kit';
import { ITEM_IMPORT_LAYOUT, ITEMS_SHEET_NAME } from '../../spreadsheets/order-sheets.js';
import { ImportItemsCommand } from './import-items.command.js';

export const ImportItemsController = importController(
  api.spreadsheets.importItems,
  (orderId, file, dryRun, { username }) => new ImportItemsCommand(orderId, file, dryRun, username),
);

export const ItemsTemplateController = importTemplateController(api.spreadsheets.itemsTemplate, {
  stem: 'items-template',
  sheetName: ITEMS_SHEET_NAME,
  layout: ITEM_IMPORT_LAYOUT,
});
