import { z } from 'zod';
import { apiTokenAnswer, apiTokenCreateBody, apiTokenCreatedAnswer } from '../api-tokens.js';
import { defineCall, json, jsonBody, noContent } from './define-call.js';
import { idParams } from './params.js';

/** API tokens other systems call the admin API with (issue 35 §1, docs/integrations.md). */
export const apiTokenCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/api-tokens',
    owner: 'identity',
    permission: 'integrations.manage',
    summary: 'Every live API token, never its secret',
    answer: json(z.array(apiTokenAnswer)),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/api-tokens',
    owner: 'identity',
    permission: 'integrations.manage',
    summary:
      'A token for `Authorization: Bearer`, with a role at most the creator’s; the token is answered this once',
    body: jsonBody(apiTokenCreateBody),
    answer: json(apiTokenCreatedAnswer, 201),
  }),
  revoke: defineCall({
    method: 'DELETE',
    path: '/api/admin/api-tokens/{id}',
    owner: 'identity',
    permission: 'integrations.manage',
    summary: 'Revoke a token: its next call is refused (401)',
    params: idParams,
    answer: noContent(),
  }),
};
