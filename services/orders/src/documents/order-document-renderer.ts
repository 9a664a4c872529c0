import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type DocumentLanguage,
  documentMessages,
  type OrderWithItemsAnswer,
  type PrintedDocument,
} from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { OrdersConfig } from '../config.js';
import { ItemsRepository } from '../items/items.repository.js';
import { GetOrderQuery } from '../orders/get-order/get-order.query.js';
import { renderInvoice, renderLabels, renderPackingList } from './order-documents.js';

export interface RenderedDocument {
  filename: string;
  bytes: Buffer;
}

/** Renders an order's documents on request from its current data; nothing is cached or stored here. */
@Injectable()
export class OrderDocumentRenderer {
  constructor(
    private readonly queries: QueryBus,
    private readonly items: ItemsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  async render(
    kind: PrintedDocument,
    orderId: number,
    lang: DocumentLanguage,
  ): Promise<RenderedDocument> {
    const order = await this.queries.execute(new GetOrderQuery(orderId));
    const name = `${kind}-${fileSafe(order.code ?? String(order.id))}-${lang}.pdf`;
    if (kind === 'invoice')
      return { filename: name, bytes: await renderInvoice(order, lang, this.config) };
    if (kind === 'packing-list')
      return { filename: name, bytes: await renderPackingList(order, lang, this.config) };
    return {
      filename: name,
      bytes: await renderLabels(withItems(order), order.items, lang, this.config),
    };
  }

  /** One item's label. */
  async renderLabel(itemId: number, lang: DocumentLanguage): Promise<RenderedDocument> {
    const item = await this.items.findByIdOrFail(itemId);
    const order = withItems(await this.queries.execute(new GetOrderQuery(item.orderId)));
    return {
      filename: `label-${fileSafe(order.code)}-${fileSafe(item.code)}.pdf`,
      bytes: await renderLabels(order, [item.toAnswer()], lang, this.config),
    };
  }
}

function withItems(order: OrderWithItemsAnswer): OrderWithItemsAnswer {
  if (!order.items.length) throw new ConflictException(documentMessages.noItems);
  return order;
}

const fileSafe = (text: string) => text.replace(/[^\w.-]+/g, '_');
