import {
  api,
  AUDIT_LIST_DEFAULT_LIMIT,
  type AuditAction,
  type AuditEntity,
} from '@silkway/contracts';
import { callApi, callUrl } from '@silkway/web-client';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The screen's filters as typed; empty text and 'all' mean no filter. */
export interface AuditFilter {
  username: string;
  entity: AuditEntity | 'all';
  entityId: string;
  action: AuditAction | 'all';
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilter = {
  username: '',
  entity: 'all',
  entityId: '',
  action: 'all',
  from: '',
  to: '',
};

export const isFiltered = (filter: AuditFilter) =>
  Object.entries(filter).some(
    ([name, value]) => value !== NO_AUDIT_FILTER[name as keyof AuditFilter],
  );

const queryOf = ({ entity, action, ...rest }: AuditFilter) => ({
  ...rest,
  ...(entity === 'all' ? {} : { entity }),
  ...(action === 'all' ? {} : { action }),
});

export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
};

/** The log, newest first, a page at a time; a page shorter than the limit is the last one. */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.audit.list,
        { query: { ...queryOf(filter), limit: AUDIT_LIST_DEFAULT_LIMIT, offset: pageParam } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < AUDIT_LIST_DEFAULT_LIMIT
        ? undefined
        : pages.length * AUDIT_LIST_DEFAULT_LIMIT,
  });
}

/** The CSV of the entries the filters show. */
export const auditCsvUrl = (filter: AuditFilter) =>
  callUrl(api.audit.exportCsv, { query: queryOf(filter) });
