import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { photoUploadBody, type PhotoUploadBody, type StoredPhotoAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { StorePhotoCommand } from './store-photo.command.js';

/** Not under /api: only the orders service calls it, never the gateway. */
@Controller('internal/photos')
export class StorePhotoController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  store(@Body(validated(photoUploadBody)) body: PhotoUploadBody): Promise<StoredPhotoAnswer> {
    return this.commands.execute(new StorePhotoCommand(body.dataUrl));
  }
}
