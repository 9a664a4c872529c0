import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ImportAnswer, type ImportError, spreadsheetMessages } from '@silkway/contracts';
import {
  Audit,
  parseImportRows,
  type ParsedRow,
  readSheet,
  sheetPreview,
} from '@silkway/service-kit';
import type { z } from 'zod';
import type { DataSource, EntityManager } from 'typeorm';
import { WarehousesRepository } from '../../warehouses/warehouses.repository.js';
import { ImportStockCommand } from './import-stock.command.js';
import { STOCK_IMPORT_LAYOUT, stockImportRow } from './stock-sheet.js';

type StockLine = z.output<typeof stockImportRow>;

/**
 * A stock sheet into one warehouse: a row whose code the warehouse has updates that line, any other
 * row adds one. All rows are checked first; with any error, or on a dry run, nothing is written.
 * The writing runs in one transaction, holding the warehouse against a delete and a per-warehouse
 * lock so two imports cannot both add the same code.
 */
@CommandHandler(ImportStockCommand)
export class ImportStockHandler implements ICommandHandler<ImportStockCommand> {
  constructor(
    private readonly warehouses: WarehousesRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ warehouseId, file, dryRun }: ImportStockCommand): Promise<ImportAnswer> {
    const warehouse = await this.warehouses.findByIdOrFail(warehouseId);
    const sheet = await readSheet(file);
    const parsed = parseImportRows(sheet, STOCK_IMPORT_LAYOUT, stockImportRow);
    const repeated = repeatedCodes(parsed.valid);
    const valid = parsed.valid.filter(({ row }) => !repeated.some((error) => error.row === row));
    const errors = [...parsed.errors, ...repeated].sort((a, b) => a.row - b.row);
    const plan = async (manager: EntityManager) => {
      const existing = await existingLineIds(manager, warehouseId);
      const updates = valid.filter(({ value }) => existing.has(value.code));
      const creates = valid.filter(({ value }) => !existing.has(value.code));
      return { existing, updates, creates };
    };
    if (errors.length || dryRun) {
      const { updates, creates } = await plan(this.dataSource.manager);
      const answer = {
        rows: sheet.rows.length,
        created: creates.length,
        updated: updates.length,
        errors,
      };
      Audit.nothingChanged();
      return dryRun ? { ...answer, preview: sheetPreview(sheet, errors) } : answer;
    }
    return this.dataSource.transaction(async (manager) => {
      // Deleted since it was read: 404 rather than a foreign-key failure.
      await this.warehouses.holdForNewLinesOrFail(manager, warehouseId);
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [
        'inventory.stock-import',
        warehouseId,
      ]);
      const { existing, updates, creates } = await plan(manager);
      if (creates.length)
        await insertLines(
          manager,
          warehouse.id,
          creates.map(({ value }) => value),
        );
      if (updates.length)
        await updateLines(
          manager,
          updates.map(({ value }) => ({ ...value, id: existing.get(value.code)! })),
        );
      Audit.record(manager, {
        action: 'import',
        entity: 'warehouse',
        entityId: warehouse.id,
        summary: warehouse.name,
        changes: [
          { field: 'created', from: null, to: String(creates.length) },
          { field: 'updated', from: null, to: String(updates.length) },
        ],
        via: 'import',
      });
      return {
        rows: sheet.rows.length,
        created: creates.length,
        updated: updates.length,
        errors: [],
      };
    });
  }
}

/** The first line with each code (codes may repeat in stock typed by hand). */
async function existingLineIds(
  manager: EntityManager,
  warehouseId: number,
): Promise<Map<string, number>> {
  const rows: Array<{ id: number; code: string }> = await manager.query(
    'SELECT DISTINCT ON (code) id, code FROM inventory.inventory_items WHERE warehouse_id = $1 ORDER BY code, id',
    [warehouseId],
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

function repeatedCodes(rows: ParsedRow<StockLine>[]): ImportError[] {
  const firstRow = new Map<string, number>();
  const errors: ImportError[] = [];
  for (const { row, value } of rows) {
    const first = firstRow.get(value.code);
    if (first === undefined) firstRow.set(value.code, row);
    else
      errors.push({
        row,
        column: STOCK_IMPORT_LAYOUT.columns[0]!.heading,
        message: spreadsheetMessages.duplicateCode(first),
      });
  }
  return errors;
}

/**
 * Every new line in one statement, the rows as one JSON array (in the file's order): entity inserts
 * spent seconds in the ORM for 10,000 lines. The row schema gives every column a value.
 */
async function insertLines(
  manager: EntityManager,
  warehouseId: number,
  lines: StockLine[],
): Promise<void> {
  await manager.query(
    `INSERT INTO inventory.inventory_items (warehouse_id, code, name, description, characteristics, quantity,
            price_per_unit, volume, volume_type, delivery_period, transport)
     SELECT $2, l.code, l.name, l.description, l.characteristics, l.quantity, l."pricePerUnit", l.volume,
            l."volumeType", l."deliveryPeriod", l.transport
       FROM jsonb_to_recordset($1::jsonb) AS l(code text, name text, description text, characteristics text,
            quantity int, "pricePerUnit" numeric, volume numeric, "volumeType" text, "deliveryPeriod" int, transport text)`,
    [JSON.stringify(lines), warehouseId],
  );
}

/** Every matched line in one statement: the rows travel as one JSON array. */
async function updateLines(
  manager: EntityManager,
  lines: Array<StockLine & { id: number }>,
): Promise<void> {
  await manager.query(
    `UPDATE inventory.inventory_items i
        SET name = l.name, description = l.description, characteristics = l.characteristics, quantity = l.quantity,
            price_per_unit = l."pricePerUnit", volume = l.volume, volume_type = l."volumeType",
            delivery_period = l."deliveryPeriod", transport = l.transport, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS l(id int, name text, description text, characteristics text, quantity int,
            "pricePerUnit" numeric, volume numeric, "volumeType" text, "deliveryPeriod" int, transport text)
      WHERE i.id = l.id`,
    [JSON.stringify(lines)],
  );
}
