import { api, counterpartyUpdateBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { UpdateCounterpartyCommand } from './update-counterparty.command.js';

export const UpdateCounterpartyController = idCommandController(
  api.counterparties.update,
  counterpartyUpdateBody,
  (id, body, _admin, expected) => new UpdateCounterpartyCommand(id, body, expected),
);
