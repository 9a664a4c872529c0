import { api, type ApiTokenCreateBody, type ApiTokenCreatedAnswer } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { callApi } from '@silkway/web-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { failureWithServerText, successToast, useAdminWrite } from '../../../admin-writes/index.js';
import { ADMIN_QUERY_ROOT } from '../../../auth/index.js';

export const apiTokenKeys = { all: [ADMIN_QUERY_ROOT, 'api-tokens'] as const };

/** Every live token, as one page of PagedList (a company's integrations fit on one). */
export function useApiTokenList() {
  return useInfiniteQuery({
    queryKey: apiTokenKeys.all,
    queryFn: () => callApi(api.apiTokens.list, {}),
    initialPageParam: 0,
    getNextPageParam: () => undefined,
  });
}

export function useCreateApiToken() {
  const { t } = useTranslation('admin-integrations');
  return useAdminWrite<ApiTokenCreateBody, ApiTokenCreatedAnswer>({
    send: (body) => callApi(api.apiTokens.create, { body }),
    succeeded: successToast(t('tokens.toasts.created')),
    failed: failureWithServerText(t('tokens.toasts.createError')),
    refreshes: [apiTokenKeys.all],
  });
}

export function useRevokeApiToken(id: number) {
  const { t } = useTranslation('admin-integrations');
  return useAdminWrite({
    send: () => callApi(api.apiTokens.revoke, { params: { id } }),
    succeeded: successToast(t('tokens.toasts.revoked')),
    failed: failureWithServerText(t('tokens.toasts.revokeError')),
    refreshes: [apiTokenKeys.all],
  });
}
