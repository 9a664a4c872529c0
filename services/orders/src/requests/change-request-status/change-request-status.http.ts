import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ContactMessageDetailAnswer,
  idParam,
  type QuoteRequestDetailAnswer,
  requestStatusPatchBody,
  type RequestStatusPatchBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { AdminUsername } from '../../items/admin-username.decorator.js';
import { ChangeRequestStatusCommand } from './change-request-status.command.js';

@Controller()
export class ChangeRequestStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.requests.changeQuoteRequestStatus)
  quoteRequest(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(requestStatusPatchBody)) body: RequestStatusPatchBody,
    @AdminUsername() username: string,
  ): Promise<QuoteRequestDetailAnswer> {
    return this.commands.execute(new ChangeRequestStatusCommand('quote', id, body, username));
  }

  @Endpoint(api.requests.changeContactMessageStatus)
  contactMessage(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(requestStatusPatchBody)) body: RequestStatusPatchBody,
    @AdminUsername() username: string,
  ): Promise<ContactMessageDetailAnswer> {
    return this.commands.execute(new ChangeRequestStatusCommand('contact', id, body, username));
  }
}
