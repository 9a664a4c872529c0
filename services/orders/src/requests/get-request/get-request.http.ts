import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type ContactMessageDetailAnswer,
  idParam,
  type QuoteRequestDetailAnswer,
  api,
} from '@silkway/contracts';
import { AnswersVersionTag, Endpoint, validated } from '@silkway/service-kit';
import { GetRequestQuery } from './get-request.query.js';

@Controller()
export class GetRequestController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.requests.getQuoteRequest)
  @AnswersVersionTag('quote-request')
  quoteRequest(@Param('id', validated(idParam)) id: number): Promise<QuoteRequestDetailAnswer> {
    return this.queries.execute(new GetRequestQuery('quote', id));
  }

  @Endpoint(api.requests.getContactMessage)
  @AnswersVersionTag('contact-message')
  contactMessage(@Param('id', validated(idParam)) id: number): Promise<ContactMessageDetailAnswer> {
    return this.queries.execute(new GetRequestQuery('contact', id));
  }
}
