export { useTruckNumber, useTrucks } from './data/truck-queries.js';
export { TrucksTab } from './trucks-tab.js';
