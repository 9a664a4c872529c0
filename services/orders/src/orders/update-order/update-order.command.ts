import { Command } from '@nestjs/cqrs';
import type { OrderAnswer, OrderUpdateBody } from '@silkway/contracts';

export class UpdateOrderCommand extends Command<OrderAnswer> {
  constructor(
    readonly id: number,
    readonly fields: OrderUpdateBody,
  ) {
    super();
  }
}
