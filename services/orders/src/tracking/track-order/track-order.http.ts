import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { trackingCodeParam, type TrackingOrderAnswer, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { TrackOrderQuery } from './track-order.query.js';

@Controller()
export class TrackOrderController {
  constructor(private readonly queries: QueryBus) {}

  /** 404 { message: 'Данного заказа не существует' } for an unknown code (product.md §8); 400 for one that cannot be a code. */
  @Endpoint(api.tracking.trackOrder)
  track(@Param('code', validated(trackingCodeParam)) code: string): Promise<TrackingOrderAnswer> {
    return this.queries.execute(new TrackOrderQuery(code));
  }
}
