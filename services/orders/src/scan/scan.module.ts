import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { LookUpCodeHandler } from './look-up-code/look-up-code.handler.js';
import { LookUpCodeController } from './look-up-code/look-up-code.http.js';

@Module({
  imports: [OrdersModule],
  controllers: [LookUpCodeController],
  providers: [LookUpCodeHandler],
})
export class ScanModule {}
