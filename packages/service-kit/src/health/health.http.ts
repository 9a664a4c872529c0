import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HEALTH_CHECKS, type HealthCheck, type HealthReport, runHealthChecks } from './health-check.js';

@Controller('healthz')
export class HealthController {
  constructor(@Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[]) {}

  @Get()
  async report(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await runHealthChecks(this.checks);
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
