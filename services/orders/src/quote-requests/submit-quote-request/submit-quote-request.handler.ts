import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { type PublicSubmissionAnswer, quoteRequestReceivedPayload } from '@silkway/contracts';
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
      // The event's schema picks what the staff alert carries from the saved row (no budget or timeline).
      Outbox.add(manager, {
        type: 'quote-request.received',
        payload: quoteRequestReceivedPayload.parse(saved),
      });
      return saved.toSubmissionAnswer();
    });
  }
}
