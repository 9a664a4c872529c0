import { Body, Controller, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  quoteRequest,
  type PublicSubmissionAnswer,
  type QuoteRequest,
  api,
} from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import { parsePublicForm } from '../../public-forms/public-form-language.js';
import { SubmitQuoteRequestCommand } from './submit-quote-request.command.js';

@Controller()
export class SubmitQuoteRequestController {
  constructor(private readonly commands: CommandBus) {}

  /** Field errors in the body's `language`, else Accept-Language's, else the texts of product.md §5. */
  @Endpoint(api.public.submitQuoteRequest)
  submit(
    @Body() body: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<PublicSubmissionAnswer> {
    const request: QuoteRequest = parsePublicForm(quoteRequest, body, acceptLanguage);
    return this.commands.execute(new SubmitQuoteRequestCommand(request));
  }
}
