import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  type ItemAnswer,
  itemStatusPatchBody,
  type ItemStatusPatchBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { AdminUsername } from '../admin-username.decorator.js';
import { ChangeItemStatusCommand } from './change-item-status.command.js';

@Controller()
export class ChangeItemStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.items.changeStatus)
  change(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(itemStatusPatchBody)) body: ItemStatusPatchBody,
    @AdminUsername() username: string,
  ): Promise<ItemAnswer> {
    return this.commands.execute(
      new ChangeItemStatusCommand(id, body.status, body.photos, username),
    );
  }
}
