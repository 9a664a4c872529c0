import { Body, Controller, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  contactMessage,
  type ContactMessage,
  type PublicSubmissionAnswer,
  api,
} from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import { parsePublicForm } from '../../public-forms/public-form-language.js';
import { SubmitContactMessageCommand } from './submit-contact-message.command.js';

@Controller()
export class SubmitContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  /** Field errors in the body's `language`, else Accept-Language's, else the texts of product.md §5. */
  @Endpoint(api.public.submitContactMessage)
  submit(
    @Body() body: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<PublicSubmissionAnswer> {
    const message: ContactMessage = parsePublicForm(contactMessage, body, acceptLanguage);
    return this.commands.execute(new SubmitContactMessageCommand(message));
  }
}
