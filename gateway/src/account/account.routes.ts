import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  api,
  ownPasswordChangeBody,
  routerPattern,
  sessionIdParams,
  twoFactorCodeBody,
} from '@silkway/contracts';
import { validatedInput } from '../http/validated-input.js';
import type { Caller, OwnAccount } from './own-account.js';

// The session hook has let the call through, so the session and its cookie are there.
const callerOf = (request: FastifyRequest): Caller => ({
  session: request.adminSession!,
  sessionId: request.cookies[SESSION_COOKIE]!,
});

/** The profile menu's calls: one's password, sessions and two-factor sign-in. */
export function installAccountRoutes(app: FastifyInstance, account: OwnAccount): void {
  app.post(api.account.changePassword.path, async (request) => {
    const { currentPassword, newPassword } = validatedInput(ownPasswordChangeBody, request.body);
    return {
      endedSessions: await account.changePassword(callerOf(request), currentPassword, newPassword),
    };
  });

  app.get(api.account.sessions.path, (request) => account.listSessions(callerOf(request)));

  app.delete(routerPattern(api.account.endSession.path), async (request, reply) => {
    const { id } = validatedInput(sessionIdParams, request.params);
    await account.endSession(callerOf(request), id);
    return reply.code(204).send();
  });

  app.post(api.account.setupTwoFactor.path, (request) => account.setupTwoFactor(callerOf(request)));

  app.post(api.account.enableTwoFactor.path, (request) =>
    account.enableTwoFactor(
      callerOf(request),
      validatedInput(twoFactorCodeBody, request.body).code,
    ),
  );

  app.post(api.account.disableTwoFactor.path, async (request) => {
    const { code } = validatedInput(twoFactorCodeBody, request.body);
    await account.disableTwoFactor(callerOf(request), code);
    return { twoFactor: false };
  });
}
