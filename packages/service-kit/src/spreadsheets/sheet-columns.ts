/** How a column's values are typed in an XLSX file (CSV writes them all as text). */
export type CellKind = 'text' | 'integer' | 'decimal' | 'date' | 'datetime';

/** A value as it leaves the database: dates as 'YYYY-MM-DD' text, timestamps as Date. */
export type CellValue = string | number | Date | null;

export interface SheetColumn<Row> {
  heading: string;
  kind: CellKind;
  value(row: Row): CellValue;
  /** Characters; XLSX only. */
  width?: number;
}

// OWASP "CSV injection": a cell starting with one of these is run as a formula by spreadsheets.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would read as a formula gets a leading apostrophe, so it stays text. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The inverse of defuseFormula, so an exported file imports back to the same text. */
export function restoreDefused(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A 'YYYY-MM-DD' day as the UTC midnight spreadsheets store dates at. */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** `orders-2026-11-23.xlsx`: today's date (UTC) in the file name. */
export function datedFilename(stem: string, extension: string, today: Date = new Date()): string {
  return `${stem}-${today.toISOString().slice(0, 10)}.${extension}`;
}
