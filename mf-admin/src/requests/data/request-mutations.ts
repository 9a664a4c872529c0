import { api, type RequestKind, type RequestStatusPatchInput } from '@silkway/contracts';
import { callApi, ifMatchOptions } from '@silkway/web-client';
import { useTranslation } from '@silkway/i18n/react';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { requestCallsOf, requestKeys } from './requests-api.js';

/** `version`: the request's as the panel shows it, sent as If-Match (a change made meanwhile is refused). */
export function useChangeRequestStatus(kind: RequestKind, id: number, version: number) {
  const { t } = useTranslation('admin-requests');
  return useAdminWrite({
    send: (body: RequestStatusPatchInput) =>
      callApi(
        requestCallsOf[kind].changeStatus,
        { params: { id }, body },
        ifMatchOptions(kind === 'quote' ? 'quote-request' : 'contact-message', id, version),
      ),
    succeeded: successToast(t('toasts.statusChanged')),
    failed: failureWithServerText(t('toasts.statusError')),
    refreshes: [requestKeys.all],
  });
}

/** Counterparties and orders change too: the other tabs ask again when next shown. */
export function useConvertQuoteRequest(id: number) {
  const { t } = useTranslation('admin-requests');
  return useAdminWrite({
    send: () => callApi(api.requests.convertQuoteRequest, { params: { id } }),
    succeeded: successToast(t('toasts.converted')),
    failed: failureWithServerText(t('toasts.convertError')),
    refreshes: [requestKeys.all],
  });
}
