import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StatementAnswer } from '@silkway/contracts';
import { GetStatementQuery } from './get-statement.query.js';
import { StatementBuilder } from './statement.js';

@QueryHandler(GetStatementQuery)
export class GetStatementHandler implements IQueryHandler<GetStatementQuery> {
  constructor(private readonly statements: StatementBuilder) {}

  execute({
    counterpartyId,
    period,
  }: GetStatementQuery): Promise<StatementAnswer & { counterpartyName: string }> {
    return this.statements.build(counterpartyId, period);
  }
}
