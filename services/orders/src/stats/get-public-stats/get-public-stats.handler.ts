import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PublicStats } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { StatsFigures } from '../stats.config.js';
import { StatsRepository } from '../stats.repository.js';
import { GetPublicStatsQuery } from './get-public-stats.query.js';

/** Live where this service holds the data (orders), configured marketing figures elsewhere. */
@QueryHandler(GetPublicStatsQuery)
export class GetPublicStatsHandler implements IQueryHandler<GetPublicStatsQuery> {
  constructor(
    private readonly stats: StatsRepository,
    @Inject(SERVICE_CONFIG) private readonly figures: StatsFigures,
  ) {}

  async execute(): Promise<Required<PublicStats>> {
    const recordedOrders = await this.stats.countOrders();
    return {
      yearsExperience: this.figures.STATS_YEARS_EXPERIENCE,
      totalOrders: this.figures.STATS_ORDERS_BEFORE_SYSTEM + recordedOrders,
      countriesServed: this.figures.STATS_COUNTRIES_SERVED,
      satisfactionRate: this.figures.STATS_SATISFACTION_RATE,
      onTimeDelivery: this.figures.STATS_ON_TIME_DELIVERY,
      averageSavings: this.figures.STATS_AVERAGE_SAVINGS,
      warehouses: this.figures.STATS_WAREHOUSES,
    };
  }
}
