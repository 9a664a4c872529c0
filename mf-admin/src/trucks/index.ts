export { useTruckNumber, useTrucks } from './data/truck-queries.js';
export { truckOptions } from './truck-options.js';
export { TrucksTab } from './trucks-tab.js';
