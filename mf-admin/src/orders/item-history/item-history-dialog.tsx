import type { ItemAnswer } from '@silkway/contracts';
import { EmptyState, Spinner, TitledDialog } from '@silkway/ui';
import { AlertTriangle, History } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { useChangeLabels } from '../../change-labels/index.js';
import { formatDisplayDateTime } from '../../formats/index.js';
import { useItemHistory } from '../data/order-queries.js';

/** The item's change history, newest first: who changed which field from what to what, and when. */
export function ItemHistoryDialog({
  item,
  onOpenChange,
}: {
  item: ItemAnswer;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  const history = useItemHistory(item.id);
  // Fields and values named as the item form and card name them.
  const labels = useChangeLabels('item');
  const value = (field: string, text: string | null) =>
    labels.valueText(field, text) ?? t('history.emptyValue');

  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={t('history.title')}
      description={t('history.description', { code: item.code })}
      closeLabel={t('dialogClose')}
      className="max-w-2xl"
    >
      {history.isPending ? (
        <Spinner label={t('history.loading')} className="justify-center py-8" />
      ) : history.isError ? (
        <EmptyState icon={AlertTriangle} title={t('history.error')} />
      ) : history.data.length === 0 ? (
        <EmptyState icon={History} title={t('history.empty')} />
      ) : (
        <ol className="flex flex-col divide-y divide-neutral-200">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-navy-900">
                  {labels.fieldLabel(entry.fieldChanged)}
                </span>
                <time dateTime={entry.createdAt} className="tabular-nums text-xs text-neutral-600">
                  {formatDisplayDateTime(entry.createdAt, i18n.language)}
                </time>
              </div>
              <p className="break-words text-neutral-800">
                <span className="text-neutral-600 line-through decoration-neutral-400">
                  {value(entry.fieldChanged, entry.oldValue)}
                </span>
                <span aria-hidden> → </span>
                <span className="font-medium">{value(entry.fieldChanged, entry.newValue)}</span>
              </p>
              <p className="text-xs text-neutral-600">{entry.username}</p>
            </li>
          ))}
        </ol>
      )}
    </TitledDialog>
  );
}
