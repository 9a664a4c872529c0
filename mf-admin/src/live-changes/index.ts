export { ChangedByLine } from './changed-by-line.js';
export { LiveChanges } from './use-live-changes.js';
