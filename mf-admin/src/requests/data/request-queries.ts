import {
  api,
  REQUEST_LIST_DEFAULT_LIMIT,
  type ContactMessageDetailAnswer,
  type QuoteRequestDetailAnswer,
  type RequestKind,
} from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { requestCallsOf, requestKeys, type InboxFilter } from './requests-api.js';

/** How often the badge asks again, so new requests show up while the back office stays open. */
export const SUMMARY_POLL_MS = 30_000;

/** The inbox, a page at a time; a page shorter than the limit is the last one. */
export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: requestKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.requests.inbox,
        { query: { ...filter, limit: REQUEST_LIST_DEFAULT_LIMIT, offset: pageParam } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < REQUEST_LIST_DEFAULT_LIMIT
        ? undefined
        : pages.length * REQUEST_LIST_DEFAULT_LIMIT,
  });
}

export type RequestDetail = QuoteRequestDetailAnswer | ContactMessageDetailAnswer;

export function useRequest(kind: RequestKind, id: number) {
  return useQuery({
    queryKey: requestKeys.detail(kind, id),
    queryFn: ({ signal }): Promise<RequestDetail> =>
      callApi(requestCallsOf[kind].get, { params: { id } }, { signal }),
  });
}

/** New requests of both kinds: the number on the tab. */
export function useNewRequestsCount() {
  return useQuery({
    queryKey: requestKeys.summary(),
    queryFn: ({ signal }) => callApi(api.requests.summary, {}, { signal }),
    select: (summary) => summary.quoteRequests.new + summary.contactMessages.new,
    refetchInterval: SUMMARY_POLL_MS,
  });
}
