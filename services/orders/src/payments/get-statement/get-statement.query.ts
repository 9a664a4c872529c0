import { Query } from '@nestjs/cqrs';
import type { StatementAnswer, StatementQuery } from '@silkway/contracts';

export class GetStatementQuery extends Query<StatementAnswer & { counterpartyName: string }> {
  constructor(
    readonly counterpartyId: number,
    readonly period: StatementQuery,
  ) {
    super();
  }
}
