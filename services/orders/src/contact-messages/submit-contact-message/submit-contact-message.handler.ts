import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PublicSubmissionAnswer } from '@silkway/contracts';
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
      const { id, name, email, phone, subject } = saved;
      Outbox.add(manager, {
        type: 'contact-message.received',
        payload: { id, name, email, phone, subject, message: saved.message },
      });
      return saved.toSubmissionAnswer();
    });
  }
}
