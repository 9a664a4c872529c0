import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type HealthCheck, SERVICE_CONFIG } from '@silkway/service-kit';
import {
  ApiTokenStore,
  PortalSessionStore,
  portalSessionLifetimeOf,
  SessionStore,
  sessionLimitsOf,
} from '@silkway/service-kit/staff-sessions';
import { Redis } from 'ioredis';
import { REDIS_RETRIES_PER_CALL } from '@silkway/service-kit/failures';
import type { IdentityConfig } from '../config.js';

/**
 * The staff's sessions and API tokens, and the clients' sessions, in Redis: identity opens, changes
 * and ends them; the gateway looks them up.
 */
@Injectable()
export class Sessions implements OnApplicationShutdown {
  /** Also where sign-in attempts are counted (sign-in/login-rate-limiter). */
  readonly redis: Redis;
  readonly store: SessionStore;
  readonly apiTokens: ApiTokenStore;
  /** Clients' sessions (docs/portal-accounts.md). */
  readonly portal: PortalSessionStore;
  readonly healthCheck: HealthCheck = {
    name: 'redis',
    check: async () => {
      await this.redis.ping();
    },
  };

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.redis = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: REDIS_RETRIES_PER_CALL,
      connectionName: `identity-staff-sessions:${config.REDIS_KEY_PREFIX}`,
    });
    this.store = new SessionStore(this.redis, config.REDIS_KEY_PREFIX, sessionLimitsOf(config));
    this.apiTokens = new ApiTokenStore(this.redis, config.REDIS_KEY_PREFIX);
    this.portal = new PortalSessionStore(
      this.redis,
      config.REDIS_KEY_PREFIX,
      portalSessionLifetimeOf(config),
    );
  }

  /** Calls `listener` each time the connection to Redis is ready again after it was lost. */
  onReconnect(listener: () => void): void {
    let readyBefore = this.redis.status === 'ready';
    this.redis.on('ready', () => {
      if (readyBefore) listener();
      readyBefore = true;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit();
  }
}
