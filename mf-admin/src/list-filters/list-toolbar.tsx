import type { ReactNode } from 'react';
import { SearchForm } from './search-form.js';

interface ListToolbarProps {
  /** The list's texts: `toolbar.searchLabel`, `toolbar.searchPlaceholder` and `toolbar.search`. */
  t: (key: string) => string;
  initialSearch?: string;
  /** Called with the trimmed text on Enter or the Search button. */
  onSearch: (text: string) => void;
  /** The filters and buttons beside the search. */
  children: ReactNode;
}

/** Above a list: its search (Enter or the button), then its filters and buttons. */
export function ListToolbar({ t, initialSearch, onSearch, children }: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchForm
        label={t('toolbar.searchLabel')}
        placeholder={t('toolbar.searchPlaceholder')}
        submitLabel={t('toolbar.search')}
        initialText={initialSearch}
        onSearch={onSearch}
      />
      <div className="flex gap-2">{children}</div>
    </div>
  );
}
