import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contactMessage, type ContactMessage, type PublicSubmissionAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { SubmitContactMessageCommand } from './submit-contact-message.command.js';

@Controller('api/contact')
export class SubmitContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  submit(@Body(validated(contactMessage)) body: ContactMessage): Promise<PublicSubmissionAnswer> {
    return this.commands.execute(new SubmitContactMessageCommand(body));
  }
}
