import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChangeRequestStatusHandler } from './change-request-status/change-request-status.handler.js';
import {
  ChangeContactMessageStatusController,
  ChangeQuoteRequestStatusController,
} from './change-request-status/change-request-status.http.js';
import { ConvertQuoteRequestHandler } from './convert-quote-request/convert-quote-request.handler.js';
import { ConvertQuoteRequestController } from './convert-quote-request/convert-quote-request.http.js';
import { GetRequestHandler } from './get-request/get-request.handler.js';
import { GetRequestController } from './get-request/get-request.http.js';
import { GetRequestsSummaryHandler } from './get-requests-summary/get-requests-summary.handler.js';
import { GetRequestsSummaryController } from './get-requests-summary/get-requests-summary.http.js';
import { ListInboxHandler, ListRequestsHandler } from './list-requests/list-requests.handler.js';
import {
  ListContactMessagesController,
  ListInboxController,
  ListQuoteRequestsController,
} from './list-requests/list-requests.http.js';
import { RequestStatusChange } from './request-status-change.entity.js';
import { RequestsRepository } from './requests.repository.js';

/** The back office's inbox of quote requests and contact messages (docs/requests-inbox.md). */
@Module({
  imports: [TypeOrmModule.forFeature([RequestStatusChange])],
  controllers: [
    GetRequestsSummaryController,
    ListQuoteRequestsController,
    ListContactMessagesController,
    ListInboxController,
    GetRequestController,
    ChangeQuoteRequestStatusController,
    ChangeContactMessageStatusController,
    ConvertQuoteRequestController,
  ],
  providers: [
    RequestsRepository,
    ListRequestsHandler,
    ListInboxHandler,
    GetRequestHandler,
    ChangeRequestStatusHandler,
    ConvertQuoteRequestHandler,
    GetRequestsSummaryHandler,
  ],
})
export class RequestsModule {}
