export {
  ApiError,
  apiGet,
  apiSend,
  type ApiRequestOptions,
  type WriteMethod,
} from './api-client.js';
export { createQueryClient } from './query-client.js';
export {
  callApi,
  callUrl,
  readErrorBody,
  type CallInput,
  type CallOptions,
  type CallOutput,
} from './api-call.js';
export { ifMatchOptions, readStaleVersion, type VersionedSave } from './versions.js';
export { followLiveChanges, type LiveChangeBatch } from './live-changes.js';
