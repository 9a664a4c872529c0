import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { GetDashboardController } from './get-dashboard/get-dashboard.http.js';
import { GetDashboardHandler } from './get-dashboard/get-dashboard.handler.js';

@Module({
  imports: [PaymentsModule],
  controllers: [GetDashboardController],
  providers: [GetDashboardHandler],
})
export class DashboardModule {}
