import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import { AccountController } from './account/account.http.js';
import { ApiTokensController } from './api-tokens/api-tokens.http.js';
import { ApiTokens } from './api-tokens/api-tokens.js';
import { OwnAccount } from './account/own-account.js';
import type { IdentityConfig } from './config.js';
import { IDENTITY_MIGRATIONS } from './migrations/identity-migrations.js';
import { PortalSignInLinksController } from './portal-sign-in/portal-sign-in-links.http.js';
import { PortalSignInTokens } from './portal-sign-in/portal-sign-in-tokens.js';
import { PortalSignIn } from './portal-sign-in/portal-sign-in.js';
import { PortalSignInController } from './portal-sign-in/portal-sign-in.http.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { Sessions } from './sessions/sessions.js';
import { SignInController } from './sign-in/sign-in.http.js';
import { StaffSignIn } from './sign-in/staff-sign-in.js';
import { StaffAccounts } from './staff/staff-accounts.js';
import { StaffController } from './staff/staff.http.js';
import { AdminUsersRepository } from './staff-users/staff-users.repository.js';
import { TwoFactorSecrets } from './two-factor/two-factor-secrets.js';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'identity',
          entities: [],
          migrations: IDENTITY_MIGRATIONS,
        }),
        SessionsModule,
        HealthModule.forRoot({
          imports: [SessionsModule],
          inject: [Sessions],
          extraChecks: (sessions: Sessions) => [sessions.healthCheck],
        }),
      ],
      controllers: [
        SignInController,
        PortalSignInController,
        PortalSignInLinksController,
        StaffController,
        AccountController,
        ApiTokensController,
      ],
      providers: [
        AdminUsersRepository,
        TwoFactorSecrets,
        StaffSignIn,
        PortalSignIn,
        PortalSignInTokens,
        StaffAccounts,
        OwnAccount,
        ApiTokens,
      ],
    };
  }
}
