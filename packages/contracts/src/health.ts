import { z } from 'zod';

const partHealth = z.object({
  /** degraded: the part answers but reports stuck event work (docs/events.md "Health"). */
  status: z.enum(['ok', 'degraded', 'down']),
  statusCode: z.number().int().optional(),
  error: z.string().optional(),
  work: z.unknown().optional(),
  /** Replicas that did not answer, when some of several did. */
  downReplicas: z.array(z.string()).optional(),
});

/** Answer of GET /api/health: the gateway and every service; 503 when one of them is down. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  checks: z.record(z.string(), partHealth),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
