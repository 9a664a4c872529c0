import { useTranslation } from '@silkway/i18n/react';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../list-states/index.js';
import { isFiltered, NO_AUDIT_FILTER, useAuditLog, type AuditFilter } from './audit-log-api.js';
import { AuditEntryRow } from './audit-entry-row.js';
import { AuditLogToolbar } from './audit-log-toolbar.js';
import { registerAuditLogTranslations } from './audit-log-translations.js';

registerAuditLogTranslations();

/** Журнал (owner): who changed what and when, newest first, with each change's before and after (docs/audit-log.md). */
export function AuditLogTab() {
  const { t } = useTranslation('admin-audit');
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const list = useAuditLog(filter);
  return (
    <section className="flex flex-col gap-5">
      <AuditLogToolbar filter={filter} onChange={setFilter} />
      <PagedList
        list={list}
        namespace="admin-audit"
        filtered={isFiltered(filter)}
        emptyIcon={ScrollText}
      >
        {(entries) => (
          <ul className="flex flex-col gap-2" aria-label={t('list.label')}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditEntryRow entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
