import { REQUEST_KIND_FILTERS, REQUEST_STATUS_FILTERS } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { FilterSelect, ListToolbar } from '../../list-filters/index.js';
import type { InboxFilter } from '../data/requests-api.js';

interface InboxToolbarProps {
  filter: InboxFilter;
  onChange: (filter: InboxFilter) => void;
}

/** Search (Enter or the button) and the status and kind filters, above the inbox. */
export function InboxToolbar({ filter, onChange }: InboxToolbarProps) {
  const { t } = useTranslation('admin-requests');
  return (
    <ListToolbar t={t} initialSearch={filter.q} onSearch={(q) => onChange({ ...filter, q })}>
      <FilterSelect
        label={t('toolbar.statusFilterLabel')}
        value={filter.status}
        options={REQUEST_STATUS_FILTERS}
        textOf={(status) => t(`statuses.${status}`)}
        onChange={(status) => onChange({ ...filter, status })}
        width="lg:w-44"
      />
      <FilterSelect
        label={t('toolbar.kindFilterLabel')}
        value={filter.kind}
        options={REQUEST_KIND_FILTERS}
        textOf={(kind) => t(`kinds.${kind}`)}
        onChange={(kind) => onChange({ ...filter, kind })}
        width="lg:w-48"
      />
    </ListToolbar>
  );
}
