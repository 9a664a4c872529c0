import type { PublicStats } from '@silkway/contracts';

type StatField = keyof PublicStats;

/** product.md §9: each block of the site shows its own figure when the stats answer lacks a field. */
export const statsFallbacks = {
  hero: { yearsExperience: 7, totalOrders: 2000, countriesServed: 3, satisfactionRate: 99.2 },
  whyChoose: { satisfactionRate: 99.2, onTimeDelivery: 98.7, averageSavings: 25 },
  numbers: { totalOrders: 7000, countriesServed: 15, averageSavings: 25, warehouses: 6 },
  about: { yearsExperience: 7, totalOrders: 2000, countriesServed: 3 },
  achievements: { countriesServed: 15 },
} as const satisfies Record<string, Partial<Record<StatField, number>>>;

/** The fixed employee figure shown as "50+". */
export const employeesFigure = 50;

export type StatsBlock = keyof typeof statsFallbacks;

/** The figures of one block: the server's value where present, the block's fallback otherwise. */
export function statsForBlock<B extends StatsBlock>(
  block: B,
  stats: PublicStats | undefined,
): Record<keyof (typeof statsFallbacks)[B], number> {
  const fallbacks = statsFallbacks[block] as Record<string, number>;
  const figures: Record<string, number> = {};
  for (const [field, fallback] of Object.entries(fallbacks)) {
    figures[field] = stats?.[field as StatField] ?? fallback;
  }
  return figures as Record<keyof (typeof statsFallbacks)[B], number>;
}
