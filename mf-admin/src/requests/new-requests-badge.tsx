import { useTranslation } from '@silkway/i18n/react';
import { useNewRequestsCount } from './data/request-queries.js';
import { registerRequestsTranslations } from './requests-translations.js';

registerRequestsTranslations();

/** The number of new requests on the Requests tab; nothing while there are none. */
export function NewRequestsBadge() {
  const { t } = useTranslation('admin-requests');
  const count = useNewRequestsCount();
  if (!count.data) return null;
  return (
    <span
      aria-label={t('badge.label', { count: count.data })}
      className="rounded-full bg-signal-600 px-1.5 py-px text-xs font-semibold text-white tabular-nums"
    >
      {count.data > 99 ? '99+' : count.data}
    </span>
  );
}
