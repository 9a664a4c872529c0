import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  type ItemAnswer,
  itemPhotosPatchBody,
  type ItemPhotosPatchBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { AdminUsername } from '../admin-username.decorator.js';
import { ReplaceItemPhotosCommand } from './replace-item-photos.command.js';

@Controller()
export class ReplaceItemPhotosController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.items.replacePhotos)
  replace(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(itemPhotosPatchBody)) body: ItemPhotosPatchBody,
    @AdminUsername() username: string,
  ): Promise<ItemAnswer> {
    return this.commands.execute(new ReplaceItemPhotosCommand(id, body.photos, username));
  }
}
