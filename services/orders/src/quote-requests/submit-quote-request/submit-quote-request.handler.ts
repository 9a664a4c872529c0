import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { PublicSubmissionAnswer } from '@silkway/contracts';
import type { Repository } from 'typeorm';
import { QuoteRequest } from '../quote-request.entity.js';
import { SubmitQuoteRequestCommand } from './submit-quote-request.command.js';

@CommandHandler(SubmitQuoteRequestCommand)
export class SubmitQuoteRequestHandler implements ICommandHandler<SubmitQuoteRequestCommand> {
  constructor(@InjectRepository(QuoteRequest) private readonly quoteRequests: Repository<QuoteRequest>) {}

  async execute({ request }: SubmitQuoteRequestCommand): Promise<PublicSubmissionAnswer> {
    return (await this.quoteRequests.save(QuoteRequest.receive(request))).toAnswer();
  }
}
