import { api, requestStatusPatchBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { ChangeRequestStatusCommand } from './change-request-status.command.js';

export const ChangeQuoteRequestStatusController = idCommandController(
  api.requests.changeQuoteRequestStatus,
  requestStatusPatchBody,
  (id, body, { username }, expected) =>
    new ChangeRequestStatusCommand('quote', id, body, username, expected),
);

export const ChangeContactMessageStatusController = idCommandController(
  api.requests.changeContactMessageStatus,
  requestStatusPatchBody,
  (id, body, { username }, expected) =>
    new ChangeRequestStatusCommand('contact', id, body, username, expected),
);
