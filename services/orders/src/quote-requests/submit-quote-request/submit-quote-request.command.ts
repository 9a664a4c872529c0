import { Command } from '@nestjs/cqrs';
import type { PublicSubmissionAnswer, QuoteRequest } from '@silkway/contracts';

export class SubmitQuoteRequestCommand extends Command<PublicSubmissionAnswer> {
  constructor(readonly request: QuoteRequest) {
    super();
  }
}
