import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ORDER_LIST_MAX_LIMIT, type OrderAnswer } from '@silkway/contracts';
import { CounterpartiesRepository } from '../../counterparties/counterparties.repository.js';
import { OrdersRepository } from '../orders.repository.js';
import { ListCounterpartyOrdersQuery } from './list-counterparty-orders.query.js';

/** The counterparty page's orders, newest first; 404 when the counterparty does not exist. */
@QueryHandler(ListCounterpartyOrdersQuery)
export class ListCounterpartyOrdersHandler implements IQueryHandler<ListCounterpartyOrdersQuery> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly counterparties: CounterpartiesRepository,
  ) {}

  async execute({ counterpartyId }: ListCounterpartyOrdersQuery): Promise<OrderAnswer[]> {
    await this.counterparties.findByIdOrFail(counterpartyId);
    return (
      await this.orders.findPageNewestFirst(
        { status: 'all', counterpartyId },
        ORDER_LIST_MAX_LIMIT,
        0,
      )
    ).entries;
  }
}
