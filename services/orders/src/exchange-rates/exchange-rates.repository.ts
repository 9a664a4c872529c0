import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ExchangeRatesAnswer,
  type ExchangeRatesBody,
  RATED_CURRENCIES,
  type RatedCurrency,
} from '@silkway/contracts';
import { Audit } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

/** A stored rate and the day it was set for. */
export interface DatedRate {
  rate: number;
  date: string;
}

/**
 * Rates by day. A day without a rate of its own takes the latest earlier one, and says which day
 * that was; nothing is fetched from anywhere (docs/payments.md "Rates").
 */
@Injectable()
export class ExchangeRatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The rate of `currency` on `date` or the latest day before it; null when none was ever set. */
  async rateOn(
    manager: EntityManager,
    currency: RatedCurrency,
    date: string,
  ): Promise<DatedRate | null> {
    const [row] = await manager.query<Array<{ rate: string; day: string }>>(
      `SELECT rate, to_char(day, 'YYYY-MM-DD') AS day FROM orders.exchange_rates
        WHERE currency = $1 AND day <= $2 ORDER BY day DESC LIMIT 1`,
      [currency, date],
    );
    return row ? { rate: Number(row.rate), date: row.day } : null;
  }

  /** Every currency's rate on `date` (or the latest before it). */
  async ratesOn(date: string, manager = this.dataSource.manager): Promise<ExchangeRatesAnswer> {
    const rates = {} as ExchangeRatesAnswer['rates'];
    for (const currency of RATED_CURRENCIES)
      rates[currency] = await this.rateOn(manager, currency, date);
    return { date, rates };
  }

  /** Sets the day's rates given; the others keep theirs. */
  async set(date: string, body: ExchangeRatesBody, username: string): Promise<ExchangeRatesAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.ratesOn(date, manager);
      for (const currency of RATED_CURRENCIES) {
        const rate = body[currency];
        if (rate === undefined) continue;
        await manager.query(
          `INSERT INTO orders.exchange_rates (currency, day, rate, set_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (currency, day) DO UPDATE SET rate = EXCLUDED.rate, set_by = EXCLUDED.set_by, set_at = now()`,
          [currency, date, rate, username],
        );
      }
      const after = await this.ratesOn(date, manager);
      Audit.record(manager, {
        action: 'update',
        entity: 'exchange-rate',
        entityId: date,
        summary: date,
        before: before.rates,
        after: after.rates,
      });
      return after;
    });
  }
}
