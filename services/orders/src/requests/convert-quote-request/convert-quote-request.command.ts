import { Command } from '@nestjs/cqrs';
import type { QuoteRequestConversion } from '@silkway/contracts';

export class ConvertQuoteRequestCommand extends Command<QuoteRequestConversion> {
  constructor(
    readonly id: number,
    readonly username: string,
  ) {
    super();
  }
}
