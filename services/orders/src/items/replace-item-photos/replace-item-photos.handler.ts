import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ItemAnswer } from '@silkway/contracts';
import { ItemEditor } from '../item-editor.js';
import { ReplaceItemPhotosCommand } from './replace-item-photos.command.js';

/** The photo dialog's save: the list sent becomes the item's photos (stored URLs kept, new data URLs uploaded, the rest discarded). */
@CommandHandler(ReplaceItemPhotosCommand)
export class ReplaceItemPhotosHandler implements ICommandHandler<ReplaceItemPhotosCommand> {
  constructor(private readonly editor: ItemEditor) {}

  execute({ id, photos, username, expected }: ReplaceItemPhotosCommand): Promise<ItemAnswer> {
    return this.editor.edit(id, username, { photos, expected });
  }
}
