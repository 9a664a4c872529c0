import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { PublicSubmissionAnswer } from '@silkway/contracts';
import type { Repository } from 'typeorm';
import { ContactMessage } from '../contact-message.entity.js';
import { SubmitContactMessageCommand } from './submit-contact-message.command.js';

@CommandHandler(SubmitContactMessageCommand)
export class SubmitContactMessageHandler implements ICommandHandler<SubmitContactMessageCommand> {
  constructor(@InjectRepository(ContactMessage) private readonly contactMessages: Repository<ContactMessage>) {}

  async execute({ message }: SubmitContactMessageCommand): Promise<PublicSubmissionAnswer> {
    return (await this.contactMessages.save(ContactMessage.receive(message))).toAnswer();
  }
}
