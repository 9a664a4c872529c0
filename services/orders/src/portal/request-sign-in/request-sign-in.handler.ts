import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { OrdersConfig } from '../../config.js';
import { RequestSignInCommand } from './request-sign-in.command.js';

/**
 * "E-mail me a link": the same work for any address, so neither the answer nor its time tells
 * whether the address is a client's. The request is counted for the per-address limit and handed
 * on as `portal.sign-in-requested`; whether a link goes out is decided after the answer
 * (IssueLinkWhenSignInRequestedHandler).
 */
@CommandHandler(RequestSignInCommand)
export class RequestSignInHandler implements ICommandHandler<RequestSignInCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  execute({ body }: RequestSignInCommand): Promise<{ retryAfterSeconds: number } | undefined> {
    const emailKey = body.email.toLowerCase();
    const windowMinutes = this.config.PORTAL_SIGN_IN_EMAIL_WINDOW_MINUTES;
    return this.dataSource.transaction(async (manager) => {
      // One address's requests are counted one after another, so parallel ones cannot all pass.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`portal:${emailKey}`]);
      await manager.query(
        `DELETE FROM orders.portal_sign_in_requests
          WHERE email_key = $1 AND requested_at <= now() - $2 * interval '1 minute'`,
        [emailKey, windowMinutes],
      );
      const [recent]: Array<{ count: number; retry_after: number | null }> = await manager.query(
        `SELECT count(*)::int AS count,
                ceil(extract(epoch FROM min(requested_at) + $2 * interval '1 minute' - now()))::int AS retry_after
           FROM orders.portal_sign_in_requests WHERE email_key = $1`,
        [emailKey, windowMinutes],
      );
      if (recent && recent.count >= this.config.PORTAL_SIGN_INS_PER_EMAIL)
        return { retryAfterSeconds: Math.max(recent.retry_after ?? 1, 1) };
      await manager.query(`INSERT INTO orders.portal_sign_in_requests (email_key) VALUES ($1)`, [
        emailKey,
      ]);
      Outbox.add(manager, {
        type: 'portal.sign-in-requested',
        payload: { email: body.email, language: body.language },
      });
      return undefined;
    });
  }
}
