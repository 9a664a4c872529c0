import { Command } from '@nestjs/cqrs';
import type { FollowOrderBody } from '@silkway/contracts';

export class FollowOrderCommand extends Command<void> {
  constructor(
    readonly code: string,
    readonly request: FollowOrderBody,
  ) {
    super();
  }
}
