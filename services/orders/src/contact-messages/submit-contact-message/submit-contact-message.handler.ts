import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { contactMessageReceivedPayload, type PublicSubmissionAnswer } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { ContactMessage } from '../contact-message.entity.js';
import { SubmitContactMessageCommand } from './submit-contact-message.command.js';

/** Stores the message and tells the notifications service (staff alerts) in the same transaction. */
@CommandHandler(SubmitContactMessageCommand)
export class SubmitContactMessageHandler implements ICommandHandler<SubmitContactMessageCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ message }: SubmitContactMessageCommand): Promise<PublicSubmissionAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(ContactMessage.receive(message));
      // The event's schema picks what the staff alert carries from the saved row.
      Outbox.add(manager, {
        type: 'contact-message.received',
        payload: contactMessageReceivedPayload.parse(saved),
      });
      return saved.toSubmissionAnswer();
    });
  }
}
