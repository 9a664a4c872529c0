import { Body, Controller, Param } from '@nestjs/common';
import {
  api,
  apiTokenCreateBody,
  idParam,
  isRole,
  type ApiTokenAnswer,
  type ApiTokenCreateBody,
  type ApiTokenCreatedAnswer,
} from '@silkway/contracts';
import { AdminRole, AdminUsername, Endpoint, validated } from '@silkway/service-kit';
import { ApiTokens } from './api-tokens.js';

/** The Интеграции screen's API tokens (`integrations.manage`, checked by the gateway). */
@Controller()
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokens) {}

  @Endpoint(api.apiTokens.list)
  list(): Promise<ApiTokenAnswer[]> {
    return this.tokens.list();
  }

  @Endpoint(api.apiTokens.create)
  create(
    @AdminUsername() username: string,
    @AdminRole() role: string | undefined,
    @Body(validated(apiTokenCreateBody)) body: ApiTokenCreateBody,
  ): Promise<ApiTokenCreatedAnswer> {
    return this.tokens.create({ username, role: isRole(role) ? role : 'viewer' }, body);
  }

  @Endpoint(api.apiTokens.revoke)
  revoke(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.tokens.revoke(id);
  }
}
