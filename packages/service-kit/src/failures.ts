// A light entry for processes that are not NestJS services (the gateway): nothing here loads Nest.
export { isConnectionFailure } from './http/connection-failure.js';
