import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ChangeHistoryEntryAnswer, idParam, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { GetItemHistoryQuery } from './get-item-history.query.js';

@Controller()
export class GetItemHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.items.history)
  get(@Param('itemId', validated(idParam)) itemId: number): Promise<ChangeHistoryEntryAnswer[]> {
    return this.queries.execute(new GetItemHistoryQuery(itemId));
  }
}
