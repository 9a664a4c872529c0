import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PublicSubmissionAnswer } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { QuoteRequest } from '../quote-request.entity.js';
import { SubmitQuoteRequestCommand } from './submit-quote-request.command.js';

/** Stores the request and tells the notifications service (staff alerts) in the same transaction. */
@CommandHandler(SubmitQuoteRequestCommand)
export class SubmitQuoteRequestHandler implements ICommandHandler<SubmitQuoteRequestCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ request }: SubmitQuoteRequestCommand): Promise<PublicSubmissionAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(QuoteRequest.receive(request));
      Outbox.add(manager, { type: 'quote-request.received', payload: saved.toReceivedPayload() });
      return saved.toSubmissionAnswer();
    });
  }
}
