import { createQueryClient } from '@silkway/web-client';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ClipboardList } from 'lucide-react';
import { initI18n } from '@silkway/i18n';
import { registerOrdersTranslations } from '../orders/index.js';
import { PagedList } from './paged-list.js';

const page = Array.from({ length: 50 }, (_, index) => `Заказ ${index + 1}`);
const askedPages: number[] = [];

function Orders() {
  const list = useInfiniteQuery({
    queryKey: ['orders'],
    queryFn: ({ pageParam }) => {
      askedPages.push(pageParam);
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => pages.length,
  });
  return (
    <PagedList
      list={list}
      namespace="admin-orders"
      filtered={false}
      emptyIcon={ClipboardList}
      firstFrameRows={15}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

it('paints the first rows of a prefetched page first, the rest and the next page after that paint', async () => {
  initI18n('ru');
  registerOrdersTranslations();
  const client = createQueryClient();
  await client.prefetchInfiniteQuery({
    queryKey: ['orders'],
    queryFn: () => page,
    initialPageParam: 0,
  });
  render(
    <QueryClientProvider client={client}>
      <Orders />
    </QueryClientProvider>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(15);
  expect(askedPages).toEqual([]);
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
  expect(screen.getByText('Показано заказов: 50')).toBeTruthy();
});
