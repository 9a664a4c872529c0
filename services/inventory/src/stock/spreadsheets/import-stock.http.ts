import { Body, Controller, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, type ImportAnswer, importQuery, type ImportQuery, api } from '@silkway/contracts';
import { spreadsheetFile, validated, Endpoint } from '@silkway/service-kit';
import { ImportStockCommand } from './import-stock.command.js';

@Controller()
export class ImportStockController {
  constructor(private readonly commands: CommandBus) {}

  /** The file is the request body (CSV or XLSX, see docs/spreadsheets.md). */
  @Endpoint(api.spreadsheets.importStock)
  import(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(importQuery)) { dryRun }: ImportQuery,
    @Body(spreadsheetFile) file: Buffer,
  ): Promise<ImportAnswer> {
    return this.commands.execute(new ImportStockCommand(id, file, dryRun));
  }
}
