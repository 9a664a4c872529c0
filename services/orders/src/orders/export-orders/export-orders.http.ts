import { Controller, Query, Res } from '@nestjs/common';
import { orderExportQuery, type OrderExportQuery, api } from '@silkway/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { Audit, sendSheet, sheetStream, validated, Endpoint } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { type OrderListFilter, OrdersRepository } from '../orders.repository.js';
import {
  ITEM_SHEET_COLUMNS,
  ITEMS_SHEET_NAME,
  type ItemSheetRow,
  ORDER_SHEET_COLUMNS,
  ORDERS_SHEET_NAME,
} from '../../spreadsheets/order-sheets.js';

const listFilter = ({ status, q }: OrderExportQuery): OrderListFilter => ({
  status,
  ...(q ? { search: q } : {}),
});

/** The Orders tab's list as a file, with the list's filters: streamed from a cursor, row by row. */
@Controller()
export class ExportOrdersController {
  constructor(
    private readonly orders: OrdersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Every export is in the audit log, with the filters it was made with. */
  private recordExport(what: string, { format, status, q }: OrderExportQuery): Promise<void> {
    return Audit.recordAlone(this.dataSource, {
      action: 'export',
      entity: 'order',
      entityId: null,
      summary: `${what}.${format}`,
      changes: [
        { field: 'status', from: null, to: status },
        ...(q ? [{ field: 'q', from: null, to: q }] : []),
      ],
    });
  }

  @Endpoint(api.spreadsheets.exportOrders)
  async exportOrders(
    @Query(validated(orderExportQuery)) query: OrderExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    await this.recordExport('orders', query);
    const rows = this.orders.streamNewestFirst(listFilter(query));
    return sendSheet(
      reply,
      'orders',
      query.format,
      sheetStream({
        format: query.format,
        sheetName: ORDERS_SHEET_NAME,
        columns: ORDER_SHEET_COLUMNS,
        rows,
      }),
    );
  }

  @Endpoint(api.spreadsheets.exportItems)
  async exportItems(
    @Query(validated(orderExportQuery)) query: OrderExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    await this.recordExport('order-items', query);
    const rows = this.orders.streamItemsOfMatching<ItemSheetRow>(listFilter(query));
    return sendSheet(
      reply,
      'order-items',
      query.format,
      sheetStream({
        format: query.format,
        sheetName: ITEMS_SHEET_NAME,
        columns: ITEM_SHEET_COLUMNS,
        rows,
      }),
    );
  }
}
