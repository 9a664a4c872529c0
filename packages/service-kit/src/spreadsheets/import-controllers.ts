import { Body, Controller, Param, Query, Res, type Type } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import {
  type ApiCall,
  idParam,
  importQuery,
  type ImportQuery,
  sheetFormatQuery,
  type SheetFormatQuery,
} from '@silkway/contracts';
import type { FastifyReply } from 'fastify';
import { type ActingAdmin, AdminRole, AdminUsername } from '../http/acting-admin.decorators.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { validated } from '../http/zod-validation.pipe.js';
import type { ImportLayout } from './import-rows.js';
import { spreadsheetFile } from './spreadsheet-upload.js';
import { sendImportTemplate } from './write-sheet.js';

type CallRoute = Pick<ApiCall, 'method' | 'path' | 'answer'>;

/**
 * The controller of an import into one record (`POST …/{id}/import?dryRun=`): the file is the
 * request body (CSV or XLSX, see docs/spreadsheets.md), and `toCommand` makes the command whose
 * handler answers.
 */
export function importController(
  call: CallRoute,
  toCommand: (id: number, file: Buffer, dryRun: boolean, admin: ActingAdmin) => ICommand,
): Type {
  @Controller()
  class ImportController {
    constructor(private readonly commands: CommandBus) {}

    @Endpoint(call)
    import(
      @Param('id', validated(idParam)) id: number,
      @Query(validated(importQuery)) { dryRun }: ImportQuery,
      @Body(spreadsheetFile) file: Buffer,
      @AdminUsername() username: string,
      @AdminRole() role: string | undefined,
    ): Promise<unknown> {
      return this.commands.execute(toCommand(id, file, dryRun, { username, role }));
    }
  }
  return ImportController;
}

/** The controller of an import's template: the layout's headings and no rows, named `<stem>-<today>.<format>`. */
export function importTemplateController(
  call: CallRoute,
  template: { stem: string; sheetName: string; layout: ImportLayout },
): Type {
  @Controller()
  class ImportTemplateController {
    @Endpoint(call)
    template(
      @Query(validated(sheetFormatQuery)) { format }: SheetFormatQuery,
      @Res() reply: FastifyReply,
    ): FastifyReply {
      return sendImportTemplate(reply, template.stem, format, template.sheetName, template.layout);
    }
  }
  return ImportTemplateController;
}
