import { Command } from '@nestjs/cqrs';
import type { OrderAnswer, OrderUpdateBody } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class UpdateOrderCommand extends Command<OrderAnswer> {
  constructor(
    readonly id: number,
    readonly fields: OrderUpdateBody,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
