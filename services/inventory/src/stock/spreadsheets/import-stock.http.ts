import { api } from '@silkway/contracts';
import { importController, importTemplateController } from '@silkway/service-kit';
import { STOCK_IMPORT_LAYOUT, STOCK_SHEET_NAME } from './stock-sheet.js';
import { ImportStockCommand } from './import-stock.command.js';

export const ImportStockController = importController(
  api.spreadsheets.importStock,
  (warehouseId, file, dryRun) => new ImportStockCommand(warehouseId, file, dryRun),
);

export const StockTemplateController = importTemplateController(api.spreadsheets.stockTemplate, {
  stem: 'stock-template',
  sheetName: STOCK_SHEET_NAME,
  layout: STOCK_IMPORT_LAYOUT,
});
