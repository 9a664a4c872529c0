export { createTestDatabase, type TestDatabase } from './test-database.js';
export { createTestQueuePrefix, type TestQueuePrefix } from './test-queue-prefix.js';
export {
  startTestService,
  TEST_INTERNAL_TOKEN,
  type CallOptions,
  type CallResult,
  type TestService,
} from './test-service.js';
export type { EventDelivery } from './event-delivery.js';
export { expectHealthy } from './expect-healthy.js';
export {
  describeBadInputSweep,
  itSweepsEachCall,
  sweepBadInputs,
  sweepOf,
  type SweepCall,
  type SweepFinding,
  type SweepOptions,
  type SweepReport,
  type ValidInput,
} from './bad-input-sweep.js';
export { queryPlan, type QueryPlan } from './query-plan.js';
export { constraintRefusalKeys, describeConstraintRefusals } from './constraint-refusals.js';
