export { DetailPageFrame } from './detail-page-frame.js';
export { InvalidRecordId } from './invalid-record-id.js';
export { parseRecordId } from './record-id.js';
