import { Module } from '@nestjs/common';
import { RecordTruckWhenTruckChangedHandler } from './record-truck-when-truck-changed.handler.js';
import { TruckLink } from './truck-link.js';

@Module({
  providers: [TruckLink, RecordTruckWhenTruckChangedHandler],
  exports: [TruckLink, RecordTruckWhenTruckChangedHandler],
})
export class TrucksModule {}
