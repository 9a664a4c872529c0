import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ItemAnswer } from '@silkway/contracts';
import { ItemEditor } from '../item-editor.js';
import { ChangeItemStatusCommand } from './change-item-status.command.js';

/** Any status may follow any other (product.md §4); photos may arrive with the change and replace the item's (the dropped ones are discarded). */
@CommandHandler(ChangeItemStatusCommand)
export class ChangeItemStatusHandler implements ICommandHandler<ChangeItemStatusCommand> {
  constructor(private readonly editor: ItemEditor) {}

  execute({
    id,
    status,
    photos,
    username,
    expected,
  }: ChangeItemStatusCommand): Promise<ItemAnswer> {
    return this.editor.edit(id, username, {
      photos,
      expected,
      changeFields: (item) => item.changeStatus(status),
    });
  }
}
