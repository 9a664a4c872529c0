import { api } from '@silkway/contracts';
import { deleteCommandController } from '@silkway/service-kit';
import { DeleteCounterpartyCommand } from './delete-counterparty.command.js';

export const DeleteCounterpartyController = deleteCommandController(
  api.counterparties.delete,
  (id, expected) => new DeleteCounterpartyCommand(id, expected),
);
