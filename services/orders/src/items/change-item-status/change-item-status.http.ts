import { api, itemStatusPatchBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { ChangeItemStatusCommand } from './change-item-status.command.js';

export const ChangeItemStatusController = idCommandController(
  api.items.changeStatus,
  itemStatusPatchBody,
  (id, { status, photos }, { username }, expected) =>
    new ChangeItemStatusCommand(id, status, photos, username, expected),
);
