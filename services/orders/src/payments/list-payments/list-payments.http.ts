import { Controller, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  api,
  type PaymentAnswer,
  paymentListQuery,
  type PaymentListQuery,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { ListPaymentsQuery } from './list-payments.query.js';

@Controller()
export class ListPaymentsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.payments.list)
  async list(
    @Query(validated(paymentListQuery)) filter: PaymentListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaymentAnswer[]> {
    const { payments, total } = await this.queries.execute(new ListPaymentsQuery(filter));
    void reply.header('X-Total-Count', String(total));
    return payments;
  }
}
