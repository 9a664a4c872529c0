import type { AuditEntryAnswer } from '@silkway/contracts';
import { formatDate } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { useChangeLabels, useRecordNames } from '../change-labels/index.js';
import { formatDisplayDateTime } from '../formats/index.js';

/** Changes shown at once; a creation or deletion lists every field, folded under its count. */
const CHANGES_SHOWN_OPEN = 4;

/** One entry: when, who, what happened to which record, from where, and each field before and after. */
export function AuditEntryRow({ entry }: { entry: AuditEntryAnswer }) {
  const { t, i18n } = useTranslation('admin-audit');
  // Fields and values named as the record's own form names them.
  const labels = useChangeLabels(entry.entity);
  const names = useRecordNames();
  const person = (username: string) => names('user', username) ?? username;
  // A record by its name for people (an order's code, a colleague's name); its number only without one.
  const name =
    entry.entity === 'user' && entry.entityId
      ? person(entry.entityId)
      : entry.entity === 'exchange-rate' && entry.entityId
        ? formatDate(entry.entityId, i18n.language)
        : entry.summary || (entry.entityId ? `№${entry.entityId}` : '');
  const record = `${t(`entities.${entry.entity}`)}${name ? ` ${name}` : ''}`;
  return (
    <article
      aria-label={`${t(`actions.${entry.action}`)}: ${record}`}
      className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3 sm:p-4"
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="rounded bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-800">
          {t(`actions.${entry.action}`)}
        </span>
        <span className="min-w-0 font-medium text-navy-900 wrap-anywhere">{record}</span>
      </header>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-neutral-600">
        <time dateTime={entry.at}>{formatDisplayDateTime(entry.at, i18n.language)}</time>
        <span>
          {t('entry.by')}{' '}
          <strong className="font-semibold text-neutral-800">{person(entry.username)}</strong>
        </span>
        <span>{t(`via.${entry.via}`)}</span>
        {entry.ip ? <span>IP {entry.ip}</span> : null}
      </p>
      {entry.changes.length > 0 ? (
        <details open={entry.changes.length <= CHANGES_SHOWN_OPEN} className="text-sm">
          <summary className="cursor-pointer text-neutral-700">
            {t('entry.changes', { count: entry.changes.length })}
          </summary>
          <div className="mt-2">
            <table className="w-full table-fixed border-collapse text-left">
              <thead className="text-xs text-neutral-500">
                <tr>
                  <th className="w-1/3 py-1 pr-3 font-medium">{t('entry.field')}</th>
                  <th className="py-1 pr-3 font-medium">{t('entry.before')}</th>
                  <th className="py-1 font-medium">{t('entry.after')}</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change) => (
                  <tr key={change.field} className="border-t border-neutral-100 align-top">
                    <th
                      scope="row"
                      className="py-1 pr-3 font-medium text-neutral-700 wrap-anywhere"
                    >
                      {labels.fieldLabel(change.field)}
                    </th>
                    <td className="py-1 pr-3 wrap-anywhere text-neutral-600">
                      {labels.valueText(change.field, change.from) ?? '—'}
                    </td>
                    <td className="py-1 wrap-anywhere text-navy-900">
                      {labels.valueText(change.field, change.to) ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </article>
  );
}
