import type { TruckAnswer, TruckStatus } from '@silkway/contracts';

/** The truck form as typed: the capacity stays text until the contracts' schema parses it. */
export interface TruckFormValues {
  number: string;
  capacity: string;
  status: TruckStatus;
}

/** A new truck: free, capacity left empty (the schema makes it 0). */
export function newTruckFormValues(): TruckFormValues {
  return { number: '', capacity: '', status: 'Свободен' };
}

export function truckFormValuesOf(truck: TruckAnswer): TruckFormValues {
  return { number: truck.number, capacity: String(truck.capacity), status: truck.status };
}
