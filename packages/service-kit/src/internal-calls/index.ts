// Calls between processes (the internal client and the replicas it steps over). A light entry
// (package.json "exports"): the gateway uses it too, and nothing here loads Nest.
export {
  answerOr,
  InternalCallError,
  InternalCallRefusedError,
  InternalClient,
  ServiceUnavailableError,
  type InternalCallInput,
  type InternalCallOptions,
  type InternalCallOutput,
  type InternalClientOptions,
} from './internal-client.js';
export {
  ADMIN_ROLE_HEADER,
  ADMIN_USERNAME_HEADER,
  ADMIN_VIA_HEADER,
  adminUsernameHeaderValue,
  adminUsernameOf,
  TRUSTED_HEADERS,
} from './caller-headers.js';
export {
  currentRequestId,
  INTERNAL_TOKEN_HEADER,
  internalCallHeaders,
  REQUEST_ID_HEADER,
  requestIdOf,
  withRequestId,
} from './request-context.js';
export {
  connectionFailureOf,
  DOWN_FOR_MS,
  REPEATABLE_METHODS,
  ServiceAddresses,
  serviceAddressesOf,
  serviceOriginsSetting,
  SERVICE_PORTS,
  serviceUrlSettings,
  type ConnectionFailure,
} from './service-addresses.js';
export { ownHealthOf, serviceHealthOf, type ServiceHealth } from './service-health.js';
