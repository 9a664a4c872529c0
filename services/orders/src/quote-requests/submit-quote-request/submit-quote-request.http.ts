import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  quoteRequest,
  type PublicSubmissionAnswer,
  type QuoteRequest,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { SubmitQuoteRequestCommand } from './submit-quote-request.command.js';

@Controller()
export class SubmitQuoteRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.public.submitQuoteRequest)
  submit(@Body(validated(quoteRequest)) body: QuoteRequest): Promise<PublicSubmissionAnswer> {
    return this.commands.execute(new SubmitQuoteRequestCommand(body));
  }
}
