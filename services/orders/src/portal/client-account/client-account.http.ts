import { Controller, Param, Query, Res } from '@nestjs/common';
import {
  api,
  documentQuery,
  type DocumentQuery,
  idParam,
  orderListQuery,
  type OrderListQuery,
  type PortalBalanceAnswer,
  type PortalClientAnswer,
  type PortalOrderAnswer,
  type PortalOrderWithItemsAnswer,
  type PrintedDocument,
} from '@silkway/contracts';
import { Endpoint, PortalClientId, sendPage, validated } from '@silkway/service-kit';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { OrderDocumentRenderer } from '../../documents/order-document-renderer.js';
import { sendPdf } from '../../documents/order-documents.http.js';
import { PortalAudit } from '../portal-audit.js';
import { PortalClients } from '../portal-client.js';
import { ClientAccountReader } from './client-account.reader.js';

/**
 * A signed-in client's calls. Each first checks the client still has access (a revoked one gets
 * 401 at once), then answers only what belongs to it.
 */
@Controller()
export class ClientAccountController {
  constructor(
    private readonly clients: PortalClients,
    private readonly reader: ClientAccountReader,
    private readonly renderer: OrderDocumentRenderer,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Endpoint(api.portal.me)
  async me(@PortalClientId() clientId: number): Promise<PortalClientAnswer> {
    const { id: _id, ...client } = await this.clients.requireActive(clientId);
    return client;
  }

  @Endpoint(api.portal.orders)
  async orders(
    @PortalClientId() clientId: number,
    @Query(validated(orderListQuery)) query: OrderListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalOrderAnswer[]> {
    await this.clients.requireActive(clientId);
    return sendPage(reply, await this.reader.orderPage(clientId, query));
  }

  @Endpoint(api.portal.order)
  async order(
    @PortalClientId() clientId: number,
    @Param('id', validated(idParam)) id: number,
  ): Promise<PortalOrderWithItemsAnswer> {
    await this.clients.requireActive(clientId);
    return this.reader.order(clientId, id);
  }

  @Endpoint(api.portal.invoice)
  invoice(
    @PortalClientId() clientId: number,
    @Param('id', validated(idParam)) id: number,
    @Query(validated(documentQuery)) { lang }: DocumentQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.document('invoice', clientId, id, lang, reply);
  }

  @Endpoint(api.portal.packingList)
  packingList(
    @PortalClientId() clientId: number,
    @Param('id', validated(idParam)) id: number,
    @Query(validated(documentQuery)) { lang }: DocumentQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.document('packing-list', clientId, id, lang, reply);
  }

  @Endpoint(api.portal.balance)
  async balance(@PortalClientId() clientId: number): Promise<PortalBalanceAnswer> {
    await this.clients.requireActive(clientId);
    return this.reader.balance(clientId);
  }

  /** The same documents staff print, made by the same renderer, for the client's own order only. */
  private async document(
    kind: PrintedDocument,
    clientId: number,
    orderId: number,
    lang: DocumentQuery['lang'],
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    await this.clients.requireActive(clientId);
    await this.reader.requireOwnOrder(clientId, orderId);
    const document = await this.renderer.render(kind, orderId, lang);
    await this.dataSource.transaction(async (manager) =>
      PortalAudit.record(manager, {
        activity: 'download',
        counterpartyId: clientId,
        summary: document.filename,
      }),
    );
    return sendPdf(reply, document);
  }
}
