import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  api,
  idParam,
  type ItemAnswer,
  itemsBulkPatchBody,
  type ItemsBulkPatchBody,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { AdminUsername } from '../admin-username.decorator.js';
import { ChangeItemsInBulkCommand } from './change-items-in-bulk.command.js';

@Controller()
export class ChangeItemsInBulkController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.items.changeMany)
  change(
    @Param('id', validated(idParam)) orderId: number,
    @Body(validated(itemsBulkPatchBody)) body: ItemsBulkPatchBody,
    @AdminUsername() username: string,
  ): Promise<ItemAnswer[]> {
    return this.commands.execute(new ChangeItemsInBulkCommand(orderId, body, username));
  }
}
