export {
  dayAsDate,
  datedFilename,
  defuseFormula,
  restoreDefused,
  type CellKind,
  type CellValue,
  type SheetColumn,
} from './sheet-columns.js';
export {
  SHEET_CONTENT_TYPES,
  sendImportTemplate,
  sendSheet,
  sheetStream,
  type SheetFileFormat,
  type SheetSource,
} from './write-sheet.js';
export { readSheet, type ImportCell, type ReadSheet, type SheetRow } from './read-sheet.js';
export {
  expectedHeadings,
  parseImportRows,
  sheetPreview,
  type ImportColumn,
  type ImportLayout,
  type ParsedImport,
  type ParsedRow,
} from './import-rows.js';
export { spreadsheetFile, SpreadsheetUploads } from './spreadsheet-upload.js';
export { importController, importTemplateController } from './import-controllers.js';
export { streamRows } from './stream-rows.js';
