import type { ApiTokenAnswer, ApiTokenCreateBody, ApiTokenCreatedAnswer } from '@silkway/contracts';
import { recordFormDialog } from '../../admin-forms/index.js';
import { ApiTokenForm, newApiTokenFormValues, type ApiTokenFormValues } from './api-token-form.js';
import { useCreateApiToken } from './data/api-tokens-api.js';

/** 'New API token': a token is never edited, only made and revoked. */
export const ApiTokenFormDialog = recordFormDialog<
  ApiTokenAnswer,
  ApiTokenFormValues,
  ApiTokenCreateBody,
  ApiTokenCreatedAnswer
>({
  namespace: 'admin-integrations',
  texts: 'tokens.form',
  width: 'max-w-lg',
  holdCancelWhilePending: true,
  Form: ApiTokenForm,
  newValues: newApiTokenFormValues,
  useCreate: useCreateApiToken,
});
