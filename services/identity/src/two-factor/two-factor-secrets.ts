import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { IdentityConfig } from '../config.js';
import { SecretBox } from './secret-box.js';

/** The SecretBox of TOTP_ENCRYPTION_KEY, as the use cases inject it. */
@Injectable()
export class TwoFactorSecrets extends SecretBox {
  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    super(config.TOTP_ENCRYPTION_KEY);
  }
}
