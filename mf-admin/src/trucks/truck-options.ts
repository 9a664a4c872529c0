import type { TruckAnswer } from '@silkway/contracts';

/** Trucks as a select offers them: the id as the value, the number as the text. */
export const truckOptions = (trucks: ReadonlyArray<Pick<TruckAnswer, 'id' | 'number'>>) =>
  trucks.map((truck) => ({ value: String(truck.id), text: truck.number }));
