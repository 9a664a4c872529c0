import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, type QuoteRequestConversion, api } from '@silkway/contracts';
import { AdminUsername, validated, Endpoint } from '@silkway/service-kit';
import { ConvertQuoteRequestCommand } from './convert-quote-request.command.js';

@Controller()
export class ConvertQuoteRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.requests.convertQuoteRequest)
  convert(
    @Param('id', validated(idParam)) id: number,
    @AdminUsername() username: string,
  ): Promise<QuoteRequestConversion> {
    return this.commands.execute(new ConvertQuoteRequestCommand(id, username));
  }
}
