import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { readSheet } from './read-sheet.js';
import type { SheetColumn } from './sheet-columns.js';
import { sheetStream } from './write-sheet.js';

interface Line {
  code: string;
  note: string | null;
  quantity: number;
  weight: string | number;
  day: string | null;
  at: Date;
}

const columns: SheetColumn<Line>[] = [
  { heading: 'Код', kind: 'text', value: (line) => line.code, width: 14 },
  { heading: 'Заметка', kind: 'text', value: (line) => line.note },
  { heading: 'Количество', kind: 'integer', value: (line) => line.quantity },
  { heading: 'Вес, кг', kind: 'decimal', value: (line) => line.weight },
  { heading: 'Дата', kind: 'date', value: (line) => line.day },
  { heading: 'Создан', kind: 'datetime', value: (line) => line.at },
];

async function* from<Row>(rows: Row[]): AsyncGenerator<Row> {
  yield* rows;
}

async function xlsxOf(lines: Line[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of sheetStream({
    format: 'xlsx',
    sheetName: "Склад 'A' & B",
    columns,
    rows: from(lines),
  }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function workbookOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const at = new Date('2026-11-23T10:15:30Z');

describe('sheetStream as XLSX', () => {
  it('writes typed cells, a bold frozen filtered header, defused formulas and escaped text', async () => {
    const file = await xlsxOf([
      {
        code: 'SW-1',
        note: '=HYPERLINK("http://evil")',
        quantity: 12,
        weight: 2.5,
        day: '2026-12-20',
        at,
      },
      {
        code: 'SW-2 <&>',
        note: ' пробел \u0001保温杯 ',
        quantity: 0,
        weight: '3.75',
        day: null,
        at,
      },
      { code: '-5', note: null, quantity: -3, weight: 0.125, day: '2027-01-01', at },
    ]);
    const sheet = await workbookOf(file);
    expect(sheet.name).toBe("Склад 'A' & B");
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Код',
      'Заметка',
      'Количество',
      'Вес, кг',
      'Дата',
      'Создан',
    ]);
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:F1');
    expect(sheet.getColumn(1).width).toBe(14);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('SW-1');
    expect(first.getCell(2).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(first.getCell(3).value).toBe(12);
    expect(first.getCell(3).numFmt).toBe('0');
    expect(first.getCell(4).value).toBe(2.5);
    expect(first.getCell(4).numFmt).toBe('0.00#');
    expect(first.getCell(5).value).toEqual(new Date('2026-12-20T00:00:00Z'));
    expect(first.getCell(5).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(6).value).toEqual(at);
    expect(first.getCell(6).numFmt).toBe('dd.mm.yyyy hh:mm');

    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('SW-2 <&>');
    // XML 1.0 cannot carry control characters: dropped; edge spaces are kept.
    expect(second.getCell(2).value).toBe(' пробел 保温杯 ');
    expect(second.getCell(4).value).toBe('3.75');
    expect(second.getCell(5).value).toBeNull();

    expect(sheet.getRow(4).getCell(1).value).toBe("'-5");
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
    expect(sheet.getRow(4).getCell(3).value).toBe(-3);

    // The import path reads it back the same way.
    const read = await readSheet(file);
    expect(read.headings).toEqual(columns.map((column) => column.heading));
    expect(read.rows[0]!.cells.slice(0, 5)).toEqual([
      'SW-1',
      '=HYPERLINK("http://evil")',
      12,
      2.5,
      '2026-12-20',
    ]);
  });

  it('joins many compressed segments into one valid sheet, rows over a segment included', async () => {
    const long = 'Ж'.repeat(300_000);
    const lines: Line[] = Array.from({ length: 20_000 }, (_, index) => ({
      code: `SW-${index}`,
      note: index === 7_000 ? long : `строка ${index}`,
      quantity: index,
      weight: index / 8,
      day: '2026-01-31',
      at,
    }));
    const file = await xlsxOf(lines);
    const sheet = await workbookOf(file);
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(7_002).getCell(2).value).toBe(long);
    expect(sheet.getRow(20_001).getCell(1).value).toBe('SW-19999');
    expect(sheet.getRow(20_001).getCell(4).value).toBe(19_999 / 8);

    // An independent reader checks every entry's CRC and sizes.
    const folder = mkdtempSync(join(tmpdir(), 'xlsx-'));
    try {
      writeFileSync(join(folder, 'sheet.xlsx'), file);
      expect(
        execFileSync('unzip', ['-t', join(folder, 'sheet.xlsx')], { encoding: 'utf8' }),
      ).toMatch(/No errors detected/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('streams: stops reading the rows when the reader goes away', async () => {
    let produced = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<Line> {
      try {
        for (;;) {
          produced += 1;
          // Incompressible text, so the output grows with the rows.
          const note = randomBytes(150).toString('base64');
          yield { code: `SW-${produced}`, note, quantity: 1, weight: 1, day: null, at };
        }
      } finally {
        closed = true;
      }
    }
    const stream = sheetStream({ format: 'xlsx', sheetName: 'S', columns, rows: endless() });
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > 256 * 1024) break;
    }
    // The generator finishes the segment in hand, then closes the rows (a database cursor, in use).
    for (let waited = 0; !closed && waited < 5_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(true);
    // Only what was asked for was built: a few segments ahead, not the endless rest.
    expect(produced).toBeLessThan(20_000);
  });
});
