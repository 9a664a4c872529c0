import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class StatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One count over the orders table; the orders feature owns its entity, the stats only read the number. */
  async countOrders(): Promise<number> {
    const [row] = await this.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM orders.orders',
    );
    return row?.count ?? 0;
  }
}
