import { Module } from '@nestjs/common';
import { GetPublicStatsHandler } from './get-public-stats/get-public-stats.handler.js';
import { GetPublicStatsController } from './get-public-stats/get-public-stats.http.js';
import { StatsRepository } from './stats.repository.js';

@Module({
  controllers: [GetPublicStatsController],
  providers: [StatsRepository, GetPublicStatsHandler],
})
export class StatsModule {}
