export { useTruckNumber, useTrucks } from './data/truck-queries';
export { TrucksTab } from './trucks-tab';
