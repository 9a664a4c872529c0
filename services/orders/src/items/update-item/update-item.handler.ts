import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ItemAnswer } from '@silkway/contracts';
import { ItemEditor } from '../item-editor.js';
import { UpdateItemCommand } from './update-item.command.js';

/** Edits an item; each changed field becomes a history entry. Photos, if sent, replace the item's (up to 10); the dropped ones are discarded. */
@CommandHandler(UpdateItemCommand)
export class UpdateItemHandler implements ICommandHandler<UpdateItemCommand> {
  constructor(private readonly editor: ItemEditor) {}

  execute({ id, fields: { photos, ...fields }, username }: UpdateItemCommand): Promise<ItemAnswer> {
    return this.editor.edit(id, username, { photos, changeFields: (item) => item.change(fields) });
  }
}
