import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ChangeHistoryEntryAnswer, idParam } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { GetItemHistoryQuery } from './get-item-history.query.js';

@Controller('api/admin/change-history')
export class GetItemHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('item/:itemId')
  get(@Param('itemId', validated(idParam)) itemId: number): Promise<ChangeHistoryEntryAnswer[]> {
    return this.queries.execute(new GetItemHistoryQuery(itemId));
  }
}
