import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type DocumentAnswer,
  documentQuery,
  type DocumentQuery,
  generatedDocumentBody,
  type GeneratedDocumentBody,
  idParam,
  api,
} from '@silkway/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { Audit, validated, Endpoint } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { OrderDocumentRenderer, type RenderedDocument } from './order-document-renderer.js';
import { SaveGeneratedDocumentCommand } from './save-generated-document.command.js';

export const sendPdf = (reply: FastifyReply, { filename, bytes }: RenderedDocument): FastifyReply =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(bytes);

/** Printed documents of an order, made on request in the chosen language. */
@Controller()
export class OrderDocumentsController {
  constructor(
    private readonly renderer: OrderDocumentRenderer,
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Every printed document handed out is in the audit log: what, of which order or item. */
  private async handOut(
    reply: FastifyReply,
    entity: 'order' | 'item',
    id: number,
    document: RenderedDocument,
  ): Promise<FastifyReply> {
    await Audit.recordAlone(this.dataSource, {
      action: 'download',
      entity,
      entityId: id,
      summary: document.filename,
      changes: [],
    });
    return sendPdf(reply, document);
  }

  @Endpoint(api.printedDocuments.invoice)
  async invoice(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(documentQuery)) { lang }: DocumentQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.handOut(reply, 'order', id, await this.renderer.render('invoice', id, lang));
  }

  @Endpoint(api.printedDocuments.packingList)
  async packingList(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(documentQuery)) { lang }: DocumentQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.handOut(reply, 'order', id, await this.renderer.render('packing-list', id, lang));
  }

  @Endpoint(api.printedDocuments.labels)
  async labels(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(documentQuery)) { lang }: DocumentQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.handOut(reply, 'order', id, await this.renderer.render('labels', id, lang));
  }

  @Endpoint(api.printedDocuments.itemLabel)
  async label(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(documentQuery)) { lang }: DocumentQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.handOut(reply, 'item', id, await this.renderer.renderLabel(id, lang));
  }

  /** "Save to documents": the PDF is filed into the order's documents by the files service. */
  @Endpoint(api.printedDocuments.saveGenerated)
  save(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(generatedDocumentBody)) body: GeneratedDocumentBody,
  ): Promise<DocumentAnswer> {
    return this.commands.execute(new SaveGeneratedDocumentCommand(id, body));
  }
}
