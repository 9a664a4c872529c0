import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { followOrderBody, type FollowOrderBody, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { FollowOrderCommand } from './follow-order.command.js';

@Controller()
export class FollowOrderController {
  constructor(private readonly commands: CommandBus) {}

  /** 202 for any code; never says whether the order exists or the address already follows it. */
  @Endpoint(api.tracking.followOrder)
  async follow(
    @Param('code') code: string,
    @Body(validated(followOrderBody)) body: FollowOrderBody,
  ): Promise<{ accepted: true }> {
    await this.commands.execute(new FollowOrderCommand(code.trim().slice(0, 100), body));
    return { accepted: true };
  }
}
