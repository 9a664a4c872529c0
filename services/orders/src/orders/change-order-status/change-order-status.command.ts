import { Command } from '@nestjs/cqrs';
import type { OrderAnswer, OrderStatus } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class ChangeOrderStatusCommand extends Command<OrderAnswer> {
  constructor(
    readonly id: number,
    readonly status: OrderStatus,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
