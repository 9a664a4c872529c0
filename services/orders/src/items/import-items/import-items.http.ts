import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  type ImportAnswer,
  importQuery,
  type ImportQuery,
  sheetFormatQuery,
  type SheetFormatQuery,
  api,
} from '@silkway/contracts';
import { sendImportTemplate, spreadsheetFile, validated, Endpoint } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { ITEM_IMPORT_LAYOUT, ITEMS_SHEET_NAME } from '../../spreadsheets/order-sheets.js';
import { AdminUsername } from '../admin-username.decorator.js';
import { ImportItemsCommand } from './import-items.command.js';

@Controller()
export class ImportItemsController {
  constructor(private readonly commands: CommandBus) {}

  /** The file is the request body (CSV or XLSX, see docs/spreadsheets.md). */
  @Endpoint(api.spreadsheets.importItems)
  import(
    @Param('id', validated(idParam)) orderId: number,
    @Query(validated(importQuery)) { dryRun }: ImportQuery,
    @Body(spreadsheetFile) file: Buffer,
    @AdminUsername() username: string,
  ): Promise<ImportAnswer> {
    return this.commands.execute(new ImportItemsCommand(orderId, file, dryRun, username));
  }

  @Endpoint(api.spreadsheets.itemsTemplate)
  template(
    @Query(validated(sheetFormatQuery)) { format }: SheetFormatQuery,
    @Res() reply: FastifyReply,
  ): FastifyReply {
    return sendImportTemplate(
      reply,
      'items-template',
      format,
      ITEMS_SHEET_NAME,
      ITEM_IMPORT_LAYOUT,
    );
  }
}
