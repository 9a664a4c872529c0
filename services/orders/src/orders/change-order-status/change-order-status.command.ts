import { Command } from '@nestjs/cqrs';
import type { OrderAnswer, OrderStatus } from '@silkway/contracts';

export class ChangeOrderStatusCommand extends Command<OrderAnswer> {
  constructor(
    readonly id: number,
    readonly status: OrderStatus,
  ) {
    super();
  }
}
