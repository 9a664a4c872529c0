import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ItemAnswer } from '@silkway/contracts';
import { changesBetween, snapshotOf } from '../item-changes.js';
import { ItemEditor } from '../item-editor.js';
import { refuseFieldsOutsideRole } from '../item-field-permissions.js';
import { UpdateItemCommand } from './update-item.command.js';

/** Edits an item; each changed field becomes a history entry. Photos, if sent, replace the item's (up to 10); the dropped ones are discarded. */
@CommandHandler(UpdateItemCommand)
export class UpdateItemHandler implements ICommandHandler<UpdateItemCommand> {
  constructor(private readonly editor: ItemEditor) {}

  execute({
    id,
    fields: { photos, ...fields },
    username,
    role,
    expected,
  }: UpdateItemCommand): Promise<ItemAnswer> {
    return this.editor.edit(id, username, {
      photos,
      expected,
      // Only the fields that really change count: a form sends the item whole, price and all.
      changeFields: (item) => {
        const before = snapshotOf(item);
        const photosChange = photos !== undefined && photos.join('\n') !== item.photos.join('\n');
        item.change(fields);
        const changed = changesBetween(before, snapshotOf(item)).map((change) => change.field);
        refuseFieldsOutsideRole(role, photosChange ? [...changed, 'photos'] : changed);
      },
    });
  }
}
