export { DetailPageFrame } from './detail-page-frame';
export { InvalidRecordId } from './invalid-record-id';
export { parseRecordId } from './record-id';
