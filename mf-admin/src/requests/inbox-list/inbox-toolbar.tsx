import { REQUEST_KIND_FILTERS, REQUEST_STATUS_FILTERS } from '@silkway/contracts';
import {
  Button,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@silkway/ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import type { InboxFilter } from '../data/requests-api';

interface InboxToolbarProps {
  filter: InboxFilter;
  onChange: (filter: InboxFilter) => void;
}

/** Search (Enter or the button) and the status and kind filters, above the inbox. */
export function InboxToolbar({ filter, onChange }: InboxToolbarProps) {
  const { t } = useTranslation('admin-requests');
  const [text, setText] = useState(filter.q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: text.trim() });
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
        <Input
          type="search"
          aria-label={t('toolbar.searchLabel')}
          placeholder={t('toolbar.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search strokeWidth={2} aria-hidden />
          <span className="max-sm:sr-only">{t('toolbar.search')}</span>
        </Button>
      </form>
      <div className="flex gap-2">
        <Select
          value={filter.status}
          onValueChange={(status) =>
            onChange({ ...filter, status: status as InboxFilter['status'] })
          }
        >
          <SelectTrigger
            aria-label={t('toolbar.statusFilterLabel')}
            className="min-w-0 flex-1 lg:w-44"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REQUEST_STATUS_FILTERS.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`statuses.${status}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={filter.kind}
          onValueChange={(kind) => onChange({ ...filter, kind: kind as InboxFilter['kind'] })}
        >
          <SelectTrigger
            aria-label={t('toolbar.kindFilterLabel')}
            className="min-w-0 flex-1 lg:w-48"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REQUEST_KIND_FILTERS.map((kind) => (
              <SelectItem key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
