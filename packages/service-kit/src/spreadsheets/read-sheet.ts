import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { MAX_IMPORT_ROWS, spreadsheetMessages } from '@silkway/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { restoreDefused } from './sheet-columns.js';

/** A cell as import schemas read it: text, a number, or null when blank. Dates come as 'YYYY-MM-DD'. */
export type ImportCell = string | number | null;

export interface SheetRow {
  /** The row's number in the file, headings being row 1. */
  row: number;
  cells: ImportCell[];
}

export interface ReadSheet {
  headings: string[];
  rows: SheetRow[];
}

// XLSX is a ZIP package; its local file header opens every such file.
const ZIP_SIGNATURE = Buffer.from('504b0304', 'hex');

/**
 * Reads the first sheet of an XLSX file or a CSV (UTF-8, BOM or not; comma, semicolon or tab),
 * telling them apart by their bytes, not by the name or content type the browser sent.
 * Rows with every cell blank are skipped; more than MAX_IMPORT_ROWS data rows is a 413.
 */
export async function readSheet(file: Buffer): Promise<ReadSheet> {
  let table: SheetRow[];
  if (file.subarray(0, 4).equals(ZIP_SIGNATURE)) table = await readXlsx(file);
  else if (isUtf8Text(file)) table = readCsv(file.toString('utf8'));
  else throw new BadRequestException(spreadsheetMessages.notASpreadsheet);
  const filled = table.filter(({ cells }) => cells.some((cell) => cell !== null));
  const [headingRow, ...rows] = filled;
  if (!headingRow) throw new BadRequestException(spreadsheetMessages.empty);
  if (rows.length > MAX_IMPORT_ROWS)
    throw new PayloadTooLargeException(spreadsheetMessages.tooManyRows);
  return { headings: headingRow.cells.map((cell) => (cell === null ? '' : String(cell))), rows };
}

function isUtf8Text(file: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(file);
    return !file.includes(0);
  } catch {
    return false;
  }
}

function readCsv(text: string): SheetRow[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    count(firstLine, candidate) > count(firstLine, best) ? candidate : best,
  );
  const records: string[][] = parse(text, { bom: true, delimiter, relax_column_count: true });
  return records.map((record, index) => ({ row: index + 1, cells: record.map(textCell) }));
}

const count = (text: string, character: string) => text.split(character).length - 1;

async function readXlsx(file: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestException(spreadsheetMessages.notASpreadsheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: ImportCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(xlsxCell(row.getCell(column).value));
    rows.push({ row: rowNumber, cells });
  });
  return rows;
}

function textCell(text: string): ImportCell {
  const trimmed = text.trim();
  return trimmed === '' ? null : restoreDefused(trimmed);
}

function xlsxCell(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'boolean') return String(value);
  // Spreadsheets keep days as UTC midnights; a time of day is dropped with the day kept.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return textCell(value.richText.map((part) => part.text).join(''));
  if ('result' in value)
    return value.result === undefined ? null : xlsxCell(value.result as ExcelJS.CellValue);
  if ('text' in value) return textCell(String(value.text));
  return null;
}
