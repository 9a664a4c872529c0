import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { quoteRequest, type PublicSubmissionAnswer, type QuoteRequest } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { SubmitQuoteRequestCommand } from './submit-quote-request.command.js';

@Controller('api/quote-requests')
export class SubmitQuoteRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  submit(@Body(validated(quoteRequest)) body: QuoteRequest): Promise<PublicSubmissionAnswer> {
    return this.commands.execute(new SubmitQuoteRequestCommand(body));
  }
}
