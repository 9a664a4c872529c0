import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuoteRequestConversion } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { Counterparty } from '../../entities/counterparty.entity.js';
import { Order } from '../../entities/order.entity.js';
import type { QuoteRequest } from '../../quote-requests/quote-request.entity.js';
import { changeRequestStatus } from '../request-status-history.js';
import { RequestsRepository } from '../requests.repository.js';
import { ConvertQuoteRequestCommand } from './convert-quote-request.command.js';
import { orderFromQuoteRequest } from './order-from-quote-request.js';

/**
 * A quote request becomes a client and an order in one transaction, the request's row locked: the
 * counterparty with the same e-mail or phone (digits compared) is linked, else a client is created;
 * the request turns in_progress and remembers both, so a second call answers the same pair.
 */
@CommandHandler(ConvertQuoteRequestCommand)
export class ConvertQuoteRequestHandler implements ICommandHandler<ConvertQuoteRequestCommand> {
  constructor(private readonly requests: RequestsRepository) {}

  execute({ id, username }: ConvertQuoteRequestCommand): Promise<QuoteRequestConversion> {
    return this.requests.transaction(async (manager) => {
      const request = await this.requests.findByIdForUpdateOrFail(manager, 'quote', id);
      if (
        request.orderId !== null &&
        request.counterpartyId !== null &&
        (await manager.existsBy(Order, { id: request.orderId }))
      ) {
        Audit.nothingChanged();
        return { counterpartyId: request.counterpartyId, orderId: request.orderId };
      }
      const before = auditFields(request);
      const counterpartyId =
        (await findMatchingCounterparty(manager, request)) ??
        (await createClient(manager, request));
      const order = await manager.save(
        Order.create(orderFromQuoteRequest(request, counterpartyId)),
      );
      Object.assign(request, { counterpartyId, orderId: order.id });
      await manager.save(request);
      await changeRequestStatus(
        manager,
        'quote',
        request,
        { status: 'in_progress', note: `Клиент №${counterpartyId}, заказ №${order.id}` },
        username,
      );
      Audit.record(manager, {
        action: 'update',
        entity: 'quote-request',
        entityId: id,
        summary: request.name,
        before,
        after: auditFields(request),
      });
      return { counterpartyId, orderId: order.id };
    });
  }
}

async function findMatchingCounterparty(
  manager: EntityManager,
  request: QuoteRequest,
): Promise<number | null> {
  const phoneDigits = request.phone.replace(/\D/g, '');
  const [match] = (await manager.query(
    `SELECT id FROM orders.counterparties
      WHERE ($1::text IS NOT NULL AND lower(email) = lower($1))
         OR ($2 <> '' AND regexp_replace(coalesce(phone, ''), '\\D', '', 'g') = $2)
      ORDER BY (lower(email) = lower($1)) DESC NULLS LAST, id LIMIT 1`,
    [request.email, phoneDigits],
  )) as Array<{ id: number }>;
  return match?.id ?? null;
}

async function createClient(manager: EntityManager, request: QuoteRequest): Promise<number> {
  const client = Counterparty.create({
    name: request.name,
    company: request.company,
    email: request.email,
    phone: request.phone,
    address: null,
    taxId: null,
    type: 'client',
    creditLimit: 0,
    comments: `Из заявки №${request.id} с сайта`,
  });
  return (await manager.save(client)).id;
}
