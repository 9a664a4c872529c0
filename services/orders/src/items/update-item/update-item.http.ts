import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, type ItemAnswer, itemUpdateBody, type ItemUpdateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { AdminUsername } from '../admin-username.decorator.js';
import { UpdateItemCommand } from './update-item.command.js';

@Controller('api/admin/order-items')
export class UpdateItemController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(@Param('id', validated(idParam)) id: number, @Body(validated(itemUpdateBody)) body: ItemUpdateBody, @AdminUsername() username: string): Promise<ItemAnswer> {
    return this.commands.execute(new UpdateItemCommand(id, body, username));
  }
}
