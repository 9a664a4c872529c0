import { Controller, Headers, Res } from '@nestjs/common';
import { api, permissionsOfRole } from '@silkway/contracts';
import { AdminRole, Endpoint, PortalClientId } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { LiveStreams } from './live-streams.js';

/**
 * Each signed-in tab's stream of changes. The gateway checked the session before and ends the
 * stream when it ends (docs/live-changes.md); the role and the client come in its headers.
 */
@Controller()
export class LiveChangesController {
  constructor(private readonly streams: LiveStreams) {}

  @Endpoint(api.live.adminChanges)
  adminChanges(
    @AdminRole() role: string | undefined,
    @Headers('last-event-id') since: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.streams.hold(reply, { permissions: permissionsOfRole(role) }, since);
  }

  @Endpoint(api.live.portalChanges)
  portalChanges(
    @PortalClientId() client: number,
    @Headers('last-event-id') since: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.streams.hold(reply, { client }, since);
  }
}
