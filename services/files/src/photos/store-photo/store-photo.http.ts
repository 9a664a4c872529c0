import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  api,
  photoUploadBody,
  type PhotoUploadBody,
  type StoredPhotoAnswer,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { StorePhotoCommand } from './store-photo.command.js';

/** Internal: only the orders service calls it, never the gateway. */
@Controller()
export class StorePhotoController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.internal.storePhoto)
  store(@Body(validated(photoUploadBody)) body: PhotoUploadBody): Promise<StoredPhotoAnswer> {
    return this.commands.execute(new StorePhotoCommand(body.dataUrl));
  }
}
