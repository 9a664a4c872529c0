import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  api,
  idParam,
  type StatementAnswer,
  statementDocumentQuery,
  type StatementDocumentQuery,
  statementQuery,
  type StatementQuery,
} from '@silkway/contracts';
import { Endpoint, SERVICE_CONFIG, validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import type { OrdersConfig } from '../../config.js';
import { sendPdf } from '../../documents/order-documents.http.js';
import { GetStatementQuery } from './get-statement.query.js';
import { renderStatement } from './statement-document.js';

@Controller()
export class GetStatementController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  @Endpoint(api.payments.statement)
  async get(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(statementQuery)) period: StatementQuery,
  ): Promise<StatementAnswer> {
    const { counterpartyName: _name, ...statement } = await this.queries.execute(
      new GetStatementQuery(id, period),
    );
    return statement;
  }

  @Endpoint(api.payments.statementDocument)
  async document(
    @Param('id', validated(idParam)) id: number,
    @Query(validated(statementDocumentQuery)) { lang, ...period }: StatementDocumentQuery,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const statement = await this.queries.execute(new GetStatementQuery(id, period));
    return sendPdf(reply, {
      filename: `statement-${id}-${lang}.pdf`,
      bytes: await renderStatement(statement, lang, this.config),
    });
  }
}
