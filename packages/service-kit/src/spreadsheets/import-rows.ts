import { BadRequestException } from '@nestjs/common';
import {
  IMPORT_PREVIEW_ROWS,
  type ImportError,
  type ImportPreview,
  spreadsheetMessages,
} from '@silkway/contracts';
import type { z } from 'zod';
import type { ImportCell, ReadSheet } from './read-sheet.js';

export interface ImportColumn {
  heading: string;
  /** The field of the row schema this column fills. */
  field: string;
  required?: boolean;
}

export interface ImportLayout {
  columns: readonly ImportColumn[];
  /** Headings accepted and not read, e.g. what an export adds for context (order code, client). */
  ignoredHeadings?: readonly string[];
}

export interface ParsedRow<T> {
  row: number;
  value: T;
}

export interface ParsedImport<T> {
  valid: ParsedRow<T>[];
  errors: ImportError[];
}

/** The headings an import template and its error messages list. */
export const expectedHeadings = (layout: ImportLayout): string[] =>
  layout.columns.map((column) => column.heading);

/**
 * Checks the heading row against the layout (unknown or missing columns: 400 listing the expected
 * headings), then parses every row with `schema`; a blank cell counts as not filled in, so the
 * schema's default applies. Errors name the sheet row and the column heading.
 */
export function parseImportRows<S extends z.ZodType>(
  sheet: ReadSheet,
  layout: ImportLayout,
  schema: S,
): ParsedImport<z.output<S>> {
  const byHeading = new Map(layout.columns.map((column) => [column.heading.toLowerCase(), column]));
  const ignored = new Set((layout.ignoredHeadings ?? []).map((heading) => heading.toLowerCase()));
  const positions: Array<ImportColumn | undefined> = sheet.headings.map((heading) =>
    byHeading.get(heading.trim().toLowerCase()),
  );
  const unknown = sheet.headings.filter(
    (heading, index) =>
      heading.trim() !== '' && !positions[index] && !ignored.has(heading.trim().toLowerCase()),
  );
  const missing = layout.columns
    .filter((column) => column.required && !positions.includes(column))
    .map((column) => column.heading);
  if (unknown.length || missing.length) {
    const problems = [
      ...(unknown.length ? [spreadsheetMessages.unknownHeadings(unknown)] : []),
      ...(missing.length ? [spreadsheetMessages.missingHeadings(missing)] : []),
    ];
    throw new BadRequestException(spreadsheetMessages.headings(problems, expectedHeadings(layout)));
  }
  const headingOf = new Map(layout.columns.map((column) => [column.field, column.heading]));
  const parsed: ParsedImport<z.output<S>> = { valid: [], errors: [] };
  for (const { row, cells } of sheet.rows) {
    const result = schema.safeParse(rowObject(positions, cells));
    if (result.success) parsed.valid.push({ row, value: result.data });
    else {
      for (const issue of result.error.issues) {
        parsed.errors.push({
          row,
          column: headingOf.get(String(issue.path[0])) ?? null,
          message: issue.message,
        });
      }
    }
  }
  return parsed;
}

function rowObject(
  positions: Array<ImportColumn | undefined>,
  cells: ImportCell[],
): Record<string, ImportCell> {
  const fields: Record<string, ImportCell> = {};
  positions.forEach((column, index) => {
    const cell = cells[index] ?? null;
    if (column && cell !== null) fields[column.field] = cell;
  });
  return fields;
}

/** What a dry run shows before anything is written: the first rows and every row with an error. */
export function sheetPreview(sheet: ReadSheet, errors: readonly ImportError[]): ImportPreview {
  const failing = new Set(errors.map((error) => error.row));
  return {
    headings: sheet.headings,
    rows: sheet.rows
      .filter(({ row }, index) => index < IMPORT_PREVIEW_ROWS || failing.has(row))
      .map(({ row, cells }) => ({
        row,
        cells: sheet.headings.map((_, column) =>
          cells[column] == null ? '' : String(cells[column]),
        ),
      })),
  };
}
