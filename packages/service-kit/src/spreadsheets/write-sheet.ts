import { Readable, Transform, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import {
  type CellKind,
  type CellValue,
  datedFilename,
  defuseFormula,
  type SheetColumn,
} from './sheet-columns.js';
import { expectedHeadings, type ImportLayout } from './import-rows.js';
import { xlsxChunks } from './xlsx-file.js';

export type SheetFileFormat = 'csv' | 'xlsx';

export const SHEET_CONTENT_TYPES: Record<SheetFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SheetSource<Row> {
  format: SheetFileFormat;
  sheetName: string;
  columns: readonly SheetColumn<Row>[];
  rows: AsyncIterable<Row>;
}

const UTF8_BOM = '\uFEFF';

/** About what a socket takes at once. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Gathers the small writes of a sheet (one per row) into chunks of CHUNK_BYTES. Written as they
 * come, each row became its own HTTP chunk, and the gateway's HTTP client, re-reading its buffered
 * input after every pause for back-pressure, spent minutes parsing 100,000 of them (bench
 * "export 100,000 orders").
 */
class ChunkGatherer extends Transform {
  private pending: Buffer[] = [];
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.size += chunk.length;
    if (this.size >= CHUNK_BYTES) this.pushPending();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.pushPending();
    callback();
  }

  private pushPending(): void {
    if (this.size === 0) return;
    this.push(Buffer.concat(this.pending, this.size));
    this.pending = [];
    this.size = 0;
  }
}

/**
 * The rows as a CSV or XLSX byte stream, written as they arrive in chunks of CHUNK_BYTES: a few
 * rows in memory at a time, and the producer waits whenever the reader (the HTTP reply) falls
 * behind. A failing source destroys the stream, so the download ends broken rather than looking complete.
 */
export function sheetStream<Row>(source: SheetSource<Row>): Readable {
  // xlsxChunks answers chunks of CHUNK_BYTES or more already; destroying the stream returns its generator.
  if (source.format === 'xlsx') return Readable.from(xlsxChunks(source), { objectMode: false });
  const output = new ChunkGatherer();
  writeCsv(source, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

async function writeCsv<Row>(
  { columns, rows }: SheetSource<Row>,
  output: ChunkGatherer,
): Promise<void> {
  output.write(UTF8_BOM);
  // RFC 4180: CRLF line ends, quotes only where needed, doubled inside.
  const csv = stringify({ record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
  csv.pipe(output);
  await writeRespectingPressure(
    csv,
    columns.map((column) => column.heading),
  );
  for await (const row of rows) {
    await writeRespectingPressure(
      csv,
      columns.map((column) => csvText(column.kind, column.value(row))),
    );
  }
  csv.end();
}

function writeRespectingPressure(
  stream: NodeJS.WritableStream,
  record: unknown,
): Promise<void> | void {
  if (!stream.write(record as never))
    return new Promise((resolve) => stream.once('drain', () => resolve()));
}

function csvText(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date)
    return kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  if (typeof value === 'number') return String(value);
  return kind === 'text' ? defuseFormula(value) : value;
}

/** Sends a sheet as a download named `<stem>-<today>.<format>`. */
export function sendSheet(
  reply: FastifyReply,
  stem: string,
  format: SheetFileFormat,
  sheet: Readable,
): FastifyReply {
  return reply
    .header('Content-Type', SHEET_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${datedFilename(stem, format)}"`)
    .header('Cache-Control', 'no-store')
    .send(sheet);
}

async function* noRows(): AsyncGenerator<never> {}

/** Sends an import's template, a download of the layout's headings and no rows. */
export function sendImportTemplate(
  reply: FastifyReply,
  stem: string,
  format: SheetFileFormat,
  sheetName: string,
  layout: ImportLayout,
): FastifyReply {
  const sheet = sheetStream({
    format,
    sheetName,
    columns: expectedHeadings(layout).map((heading) => ({
      heading,
      kind: 'text' as const,
      value: () => null,
    })),
    rows: noRows(),
  });
  return sendSheet(reply, stem, format, sheet);
}
