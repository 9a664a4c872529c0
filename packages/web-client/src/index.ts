export { ApiError, apiGet, apiSend, type ApiRequestOptions, type WriteMethod } from './api-client.js';
export { createQueryClient } from './query-client.js';
