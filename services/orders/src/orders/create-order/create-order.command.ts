import { Command } from '@nestjs/cqrs';
import type { OrderAnswer, OrderCreateBody } from '@silkway/contracts';

export class CreateOrderCommand extends Command<OrderAnswer> {
  constructor(readonly fields: OrderCreateBody) {
    super();
  }
}
