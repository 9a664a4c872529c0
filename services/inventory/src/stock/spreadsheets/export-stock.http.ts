import { Controller, Param, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { idParam, sheetFormatQuery, type SheetFormatQuery, api } from '@silkway/contracts';
import {
  Audit,
  sendSheet,
  sheetStream,
  streamRows,
  validated,
  Endpoint,
} from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { WarehousesRepository } from '../../warehouses/warehouses.repository.js';
import { STOCK_SHEET_COLUMNS, STOCK_SHEET_NAME, type StockSheetRow } from './stock-sheet.js';

@Controller()
export class ExportStockController {
  constructor(
    private readonly warehouses: WarehousesRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Every stock line of the warehouse, by code, streamed from a cursor. */
  @Endpoint(api.spreadsheets.exportStock)
  async export(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(sheetFormatQuery)) { format }: SheetFormatQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const warehouse = await this.warehouses.findByIdOrFail(id);
    await Audit.recordAlone(this.dataSource, {
      action: 'export',
      entity: 'warehouse',
      entityId: id,
      summary: `${warehouse.name}.${format}`,
      changes: [],
    });
    const rows = streamRows<StockSheetRow>(
      this.dataSource,
      `SELECT code, name, description, characteristics, quantity, price_per_unit, volume, volume_type, delivery_period, transport
         FROM inventory.inventory_items WHERE warehouse_id = $1 ORDER BY code, id`,
      [id],
    );
    return sendSheet(
      reply,
      `stock-${id}`,
      format,
      sheetStream({ format, sheetName: STOCK_SHEET_NAME, columns: STOCK_SHEET_COLUMNS, rows }),
    );
  }
}
