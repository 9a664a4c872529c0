import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EventWorkLifecycle } from '../service-core.module.js';
import {
  HEALTH_CHECKS,
  type HealthCheck,
  type HealthReport,
  runHealthChecks,
} from './health-check.js';

@Controller('healthz')
export class HealthController {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    private readonly eventWork: EventWorkLifecycle,
  ) {}

  /** 503 only when a dependency is down: stuck work is not cured by taking this instance out of rotation. */
  @Get()
  async report(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await runHealthChecks(this.checks, () => this.eventWork.stuck.report());
    if (report.status === 'error') void reply.status(503);
    return report;
  }
}
