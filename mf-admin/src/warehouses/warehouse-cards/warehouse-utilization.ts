import { formatMeasure, truckFill, type WarehouseAnswer } from '@silkway/contracts';

/** How full a warehouse is: the occupied m³ against its capacity, by the same fill rule as a truck's (product.md §9). */
export function warehouseUtilization({
  currentUtilization,
  capacity,
}: Pick<WarehouseAnswer, 'currentUtilization' | 'capacity'>) {
  const fill = truckFill(currentUtilization, capacity);
  return {
    used: formatMeasure(currentUtilization),
    capacity: formatMeasure(capacity),
    hasCapacity: capacity > 0,
    percent: fill.label,
    barPercent: fill.barPercent,
  };
}
