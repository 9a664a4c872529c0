import { z } from 'zod';

const figure = (fallback: number) => z.coerce.number().nonnegative().default(fallback);

/**
 * Marketing figures of GET /api/stats that no table of this service holds; the defaults are the
 * site's product.md §9 fallback numbers, so the page reads the same until marketing sets its own.
 */
export const statsFigureSettings = {
  STATS_YEARS_EXPERIENCE: figure(7),
  STATS_COUNTRIES_SERVED: figure(15),
  STATS_SATISFACTION_RATE: figure(99.2),
  STATS_ON_TIME_DELIVERY: figure(98.7),
  STATS_AVERAGE_SAVINGS: figure(25),
  /** Warehouses belong to the inventory service, whose tables this service never reads. */
  STATS_WAREHOUSES: figure(6),
  /**
   * Orders completed before this system recorded them, added to the live count of the orders table;
   * the default is the site's hero fallback, so a new installation does not advertise "0+ orders".
   */
  STATS_ORDERS_BEFORE_SYSTEM: z.coerce.number().int().nonnegative().default(2000),
};

export type StatsFigures = {
  [K in keyof typeof statsFigureSettings]: z.infer<(typeof statsFigureSettings)[K]>;
};
