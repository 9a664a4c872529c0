import 'reflect-metadata';

export {
  baseServiceConfig,
  ConfigurationError,
  loadConfig,
  portSetting,
  type BaseServiceConfig,
} from './config/load-config.js';
export {
  bootstrapService,
  createServiceApp,
  type ServiceAppOptions,
} from './http/bootstrap-service.js';
export { Endpoint } from './http/endpoint.decorator.js';
export {
  bodyCommandController,
  deleteCommandController,
  idCommandController,
  paramCommandController,
} from './http/command-controllers.js';
export { type ActingAdmin, AdminRole, AdminUsername } from './http/acting-admin.decorators.js';
export { type ListPage, pageQueryController, sendPage } from './http/page-query-controller.js';
export { ErrorResponseFilter } from './http/error-response.filter.js';
export { InternalTokenGuard } from './http/internal-token.guard.js';
export * from './internal-calls/index.js';
export { PortalClientId } from './http/portal-client-id.decorator.js';
export { ValidationFailedException, type FieldErrors } from './http/validation-failed.exception.js';
export {
  AnswersVersionTag,
  type ExpectedVersion,
  IfMatch,
  refuseAnyStaleVersion,
  refuseStaleVersion,
  StaleVersion,
} from './http/if-match.js';
export { Refusal, refusalText, type RefusalKey, type RefusalParams } from './http/refusal.js';
export {
  acceptedLanguages,
  productLanguageOf,
  type ProductLanguage,
} from './http/request-language.js';
export { validated, ZodValidationPipe } from './http/zod-validation.pipe.js';
export {
  HEALTH_CHECKS,
  runHealthChecks,
  type HealthCheck,
  type HealthReport,
} from './health/health-check.js';
export { HealthModule, type HealthModuleOptions } from './health/health.module.js';
export {
  ensureDatabase,
  ensureSchema,
  HAND_WRITTEN_MIGRATIONS_TABLE,
} from './database/ensure-database.js';
export { numericColumn } from './database/numeric.transformer.js';
export { addRecordVersions, dropRecordVersions } from './database/record-versions.js';
export {
  applyChanges,
  CreatedAtColumn,
  MeasureColumn,
  MoneyColumn,
  RecordVersionColumn,
  UpdatedAtColumn,
  VersionedRecord,
} from './database/entity-columns.js';
export { type PreparedStatement, queryPrepared } from './database/prepared-query.js';
export { textSearchPattern, TRIGRAM_MIN_LENGTH } from './database/text-search.js';
export {
  openServiceDataSource,
  serviceDataSourceOptions,
  type ServiceDataSourceOptions,
} from './database/service-data-source.js';
export { redisConnectionOptions } from './queues/redis-connection.js';
export { eventsWorkerOf } from './events-worker-of.js';
export { Outbox } from './outbox/outbox.js';
export { Audit, auditFields, auditValue, fieldChanges, type AuditRecord } from './audit/audit.js';
export {
  actorHeaders,
  AuditInterceptor,
  currentActor,
  UNKNOWN_ADMIN,
} from './audit/audit-context.js';
export { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay.js';
export { EVENT_JOB_OPTIONS, POISON_ATTEMPTS } from './outbox/event-retry-policy.js';
export { isConnectionFailure, isTransientError } from './failures.js';
export { jobRetries } from './retry/backoff.js';
export { ackListKey } from './outbox/delivery-acks.js';
export {
  StuckEventWork,
  type EventWorkReport,
  type StuckEventWorkOptions,
} from './outbox/stuck-event-work.js';
export {
  IdempotentEventWorker,
  type BatchEffect,
  type EventEffect,
  type EventEffects,
  type IdempotentEventWorkerOptions,
} from './outbox/idempotent-event-worker.js';
export { processOnce } from './outbox/event-batches.js';
export { ServiceEventsWorker } from './outbox/service-events-worker.js';
export { OutboxMessage } from './outbox/outbox-message.entity.js';
export { ProcessedEvent } from './outbox/processed-event.entity.js';
export { OUTBOX_MIGRATIONS } from './outbox/outbox-migrations.js';
export {
  EventWorkLifecycle,
  OutboxRelayLifecycle,
  SERVICE_CONFIG,
  SERVICE_SCHEMA,
  ServiceCoreModule,
  type ServiceCoreOptions,
} from './service-core.module.js';
export { runService, type ServiceDefinition } from './service-definition.js';
export * from './spreadsheets/index.js';
