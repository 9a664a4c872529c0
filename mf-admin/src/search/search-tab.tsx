import { Button, Skeleton } from '@silkway/ui';
import { Search, SearchX } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useSearchParams } from '@silkway/app-frame/router';
import { serverMessage } from '../admin-writes/index.js';
import { registerOrdersTranslations } from '../orders/index.js';
import {
  SEARCH_GROUPS,
  useAdminSearch,
  useAskAdminSearch,
  usePrefetchAdminSearch,
} from './data/admin-search.js';
import { SearchResults } from './search-results.js';
import { registerSearchTranslations } from './search-translations.js';
import { ListLoadError, ListMessage } from '../list-states/index.js';
import { SearchInput } from '../list-filters/index.js';

registerSearchTranslations();
// Order and item statuses read as the Orders tab writes them.
registerOrdersTranslations();

/** The query lives in the address (`/admin/search?q=…`), so a result's back button returns to it. */
const QUERY_PARAM = 'q';

/**
 * Search tab (product.md §2.10): one query over orders, items, counterparties and stock, run on Enter or
 * the button and only when it is not blank.
 */
export function SearchTab() {
  const { t } = useTranslation('admin-search');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get(QUERY_PARAM) ?? '').trim();
  const [text, setText] = useState(query);
  const search = useAdminSearch(query);
  usePrefetchAdminSearch(text);
  const ask = useAskAdminSearch();

  // Back and forward through earlier queries put their text back in the box.
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next === '') return;
    if (next === query) void search.refetch();
    else {
      ask(next);
      setSearchParams({ [QUERY_PARAM]: next });
    }
  };

  const total = search.data
    ? SEARCH_GROUPS.reduce((sum, group) => sum + search.data[group].length, 0)
    : 0;

  return (
    <section className="flex flex-col gap-5">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <SearchInput
          label={t('label')}
          placeholder={t('placeholder')}
          value={text}
          onChange={setText}
          className="min-w-0 flex-1"
          autoFocus
        />
        <Button type="submit" disabled={text.trim() === ''}>
          <Search strokeWidth={2} aria-hidden />
          <span className="max-sm:sr-only">{t('submit')}</span>
        </Button>
      </form>

      {query === '' ? (
        <ListMessage icon={Search} title={t('hintTitle')} description={t('hintDescription')} />
      ) : search.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-4 lg:grid-cols-2">
          {SEARCH_GROUPS.map((group) => (
            <Skeleton key={group} className="h-40 w-full" />
          ))}
        </div>
      ) : search.isError ? (
        <ListLoadError
          title={t('errorTitle')}
          message={serverMessage(search.error)}
          retryLabel={t('retry')}
          onRetry={search.refetch}
        />
      ) : total === 0 ? (
        <ListMessage
          icon={SearchX}
          title={t('nothingFound')}
          description={t('nothingFoundDescription', { query })}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <p aria-live="polite" className="text-sm text-neutral-600">
            {t('summary', { query, total })}
          </p>
          <SearchResults key={query} results={search.data} />
        </div>
      )}
    </section>
  );
}
