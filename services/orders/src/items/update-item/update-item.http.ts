import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  type ItemAnswer,
  itemUpdateBody,
  type ItemUpdateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { AdminRole } from '../admin-role.decorator.js';
import { AdminUsername } from '../admin-username.decorator.js';
import { UpdateItemCommand } from './update-item.command.js';

@Controller()
export class UpdateItemController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.items.update)
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(itemUpdateBody)) body: ItemUpdateBody,
    @AdminUsername() username: string,
    @AdminRole() role: string | undefined,
  ): Promise<ItemAnswer> {
    return this.commands.execute(new UpdateItemCommand(id, body, username, role));
  }
}
