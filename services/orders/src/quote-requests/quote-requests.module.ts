import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuoteRequest } from './quote-request.entity.js';
import { SubmitQuoteRequestHandler } from './submit-quote-request/submit-quote-request.handler.js';
import { SubmitQuoteRequestController } from './submit-quote-request/submit-quote-request.http.js';

@Module({
  imports: [TypeOrmModule.forFeature([QuoteRequest])],
  controllers: [SubmitQuoteRequestController],
  providers: [SubmitQuoteRequestHandler],
})
export class QuoteRequestsModule {}
