import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, type ScanAnswer, scanQuery, type ScanQuery } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { LookUpCodeQuery } from './look-up-code.query.js';

@Controller()
export class LookUpCodeController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.scan.lookUp)
  lookUp(@Query(validated(scanQuery)) { code }: ScanQuery): Promise<ScanAnswer> {
    return this.queries.execute(new LookUpCodeQuery(code));
  }
}
