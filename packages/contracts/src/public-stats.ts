export const PUBLIC_STAT_FIELDS = [
  'yearsExperience',
  'totalOrders',
  'countriesServed',
  'satisfactionRate',
  'onTimeDelivery',
  'averageSavings',
  'warehouses',
] as const;

/** GET /api/stats answer (product.md §3); a figure the answer lacks shows its product.md §9 fallback. */
export type PublicStats = Partial<Record<(typeof PUBLIC_STAT_FIELDS)[number], number>>;

/**
 * Reads a GET /api/stats answer: a missing or malformed field (not a finite number ≥ 0) reads as absent.
 * Plain code, not a zod schema: the public home page reads it, and zod stays off that page's first load.
 */
export function readPublicStats(answer: unknown): PublicStats {
  const fields = typeof answer === 'object' && answer !== null ? answer : {};
  const stats: PublicStats = {};
  for (const field of PUBLIC_STAT_FIELDS) {
    const value: unknown = (fields as Record<string, unknown>)[field];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) stats[field] = value;
  }
  return stats;
}
