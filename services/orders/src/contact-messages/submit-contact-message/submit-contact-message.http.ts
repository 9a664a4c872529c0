import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  contactMessage,
  type ContactMessage,
  type PublicSubmissionAnswer,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { SubmitContactMessageCommand } from './submit-contact-message.command.js';

@Controller()
export class SubmitContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.public.submitContactMessage)
  submit(@Body(validated(contactMessage)) body: ContactMessage): Promise<PublicSubmissionAnswer> {
    return this.commands.execute(new SubmitContactMessageCommand(body));
  }
}
